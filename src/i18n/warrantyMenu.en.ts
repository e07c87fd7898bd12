import { DEFAULT_ANSWERS } from '../../contract/content/names.ts';

/**
 * Texts of /admin/warranty and /admin/menu-items (issue 16). Spec texts ('Data added successfully',
 * 'Data deleted successfully', 'Deleted') keep their exact wording; the rest is ours.
 */
export const warrantyMenuMessages = {
    resources: {
        warranty: {
            name: 'Warranty image |||| Warranty images',
            fields: {
                title: 'Title',
                visible: 'Visible',
                img: 'Desktop image',
                mobileImg: 'Mobile image',
                position: 'Position',
            },
            action: {
                actions: 'Actions',
                add: 'Add warranty image',
                edit_named: 'Edit %{title}',
                delete_named: 'Delete %{title}',
                back: 'Warranty images',
            },
            create_title: 'New warranty image',
            edit_title: 'Warranty image %{title}',
            message: {
                delete_title: 'Delete warranty image "%{title}"?',
                delete_content: 'The image disappears from the public site. Its history is kept.',
            },
            notifications: {
                // Spec §8 success toast of a deletion: the warranty declaration's answer, the default one (names.ts:
                // the declarations themselves load with the first content screen, not with these texts).
                deleted: DEFAULT_ANSWERS.deleted.message,
            },
            empty: 'No warranty images yet.',
            untitled: '(untitled)',
        },
        menuItems: {
            name: 'Menu item |||| Menu items',
            fields: {
                title: 'Title',
                linkPath: 'Link path',
                position: 'Position',
            },
            help: {
                linkPath: 'A path on the site such as /inventory, or a full http(s) address',
            },
            action: {
                actions: 'Actions',
                add: 'Add menu item',
                edit: 'Edit',
                edit_named: 'Edit %{title}',
                delete: 'Delete',
                delete_named: 'Delete %{title}',
                cancel: 'Cancel',
                save: 'Save',
            },
            dialog: {
                add_title: 'Add menu item',
                edit_title: 'Edit menu item',
            },
            message: {
                delete_title: 'Delete menu item "%{title}"?',
                delete_content: 'The link disappears from the public site\'s menu.',
            },
            notifications: {
                added: 'Data added successfully',
                deleted: 'Data deleted successfully',
            },
            empty: 'No menu items yet: Add menu item creates the first one.',
        },
    },
};
