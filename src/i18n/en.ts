import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { FALLBACK_ERROR_MESSAGE, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULE_TEXT } from '../../contract/index.ts';

/**
 * Every text the console shows. Texts quoted by the spec keep its exact wording and
 * spelling ('Successfull login', ';(' ...): tests and users compare them literally.
 */
export const consoleMessages = {
    app: {
        title: 'Admin console',
        errors: {
            fallback: FALLBACK_ERROR_MESSAGE,
        },
        notifications: {
            added: 'Data added successfully',
            deleted: 'Data deleted successfully',
            deleted_title: 'Deleted',
            deleted_short: 'deleted',
            features_updated: 'Features updated!',
        },
        menu: {
            sidebar_title: 'admin',
            static_public: 'Static Public',
            dynamic_public: 'Dynamic Public',
            cars_list: 'Cars list',
            admins: 'Admins',
            open: 'Open menu',
            close: 'Close menu',
        },
        auth: {
            email: 'Email',
            password: 'Password',
            sign_in: 'Sign in',
            login_success: 'Successfull login',
            login_failed: 'Incorrect Login or Password',
            forgot_password: 'Forgot password?',
        },
        forgot_password: {
            title: 'Forgot password?',
            help: 'Enter the email of your admin account. If it exists, a link to set a new password is sent to it.',
            submit: 'Send reset link',
            close: 'Close',
        },
        set_password: {
            title: 'Set your password',
            rule: PASSWORD_RULE_TEXT,
            password: 'New password',
            confirm: 'Confirm password',
            length: '%{count} characters (%{min} to %{max})',
            too_short: `At least ${PASSWORD_MIN} characters`,
            too_long: `At most ${PASSWORD_MAX} characters`,
            mismatch: 'The two passwords do not match',
            submit: 'Set password',
            cancel: 'Cancel',
            sign_in: 'Sign in',
            link_unusable: 'Ask an admin for a new invitation, or use "Forgot password?" to get a new link.',
        },
        vehicles: {
            title: 'Cars list',
            empty: 'No Vehicle data was found',
            no_picture: 'No picture is available',
            sync_started: 'Sync with DMS is started manually. This process will take approximately 3 minutes.',
            sync_failed: 'Fail! Try again in 2 minutes',
        },
        pins: {
            leave_unsaved: 'Are you sure you want leave this page with unsaved pins?',
            cancel: 'Cancel',
            leave: 'Leave',
            title_required: 'Please enter title',
            description_required: 'Please enter description',
        },
        // Spec §8: these are only logged, never shown; kept here so the wording has one home.
        logs: {
            no_zones: 'There is no zones.',
            no_states: 'There is no states.',
            no_states_for_zones: 'There are no states for multiple zones',
        },
    },
    resources: {
        admins: {
            name: 'Admin |||| Admins',
            fields: {
                email: 'Email',
                status: 'Status',
                role: 'Role',
                login: 'Login',
            },
            status: {
                invited: 'Invited',
                active: 'Active',
            },
            action: {
                add: 'Add admin',
                send_invitation: 'Send invitation',
                cancel: 'Cancel',
                send_reset_link: 'Send reset link',
                actions: 'Actions',
            },
            add_dialog: {
                title: 'Add admin',
                help: 'The new admin receives an email with a link to set their password.',
            },
            message: {
                delete_title: 'Delete admin %{recordRepresentation}',
                delete_content: 'Delete this admin? They are signed out at once and can no longer sign in.',
            },
            notifications: {
                created: 'Data added successfully',
                deleted: 'Data deleted successfully',
            },
        },
    },
};

const en: TranslationMessages = mergeTranslations(englishMessages, consoleMessages);

export default en;
