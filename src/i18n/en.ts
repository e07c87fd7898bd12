import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { vehicleDetailMessages } from './vehicleDetail.en.ts';
import { pinsMessages } from './pins.en.ts';
import { hotspotsMessages, viewer360Messages, web360ResourceMessages } from './hotspots.en.ts';
import { homeContentMessages } from './homeContent.en.ts';
import { contentMessages } from './content.en.ts';
import { mediaMessages } from './media.en.ts';
import { seoMessages } from './seo.en.ts';
import { FALLBACK_ERROR_MESSAGE, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULE_TEXT } from '../../contract/index.ts';

/**
 * Every text the console shows. Texts quoted by the spec keep its exact wording and
 * spelling ('Successfull login', ';(' ...): tests and users compare them literally.
 */
export const consoleMessages = {
  // react-admin's sort tooltip lower-cases the first letter ("Sort by vIN"); keep labels as written.
  ra: {
    sort: {
      sort_by: 'Sort by %{field} %{order}',
    },
    notification: { item_doesnt_exist: 'This item does not exist (it may have been deleted)' }, // an edit view's unknown or deleted id
  },
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
      login_success: 'Successfull login',
      login_failed: 'Incorrect Login or Password',
      forgot_password: 'Forgot password?',
    },
    forgot_password: {
      title: 'Forgot password?',
      help: 'Enter the email of your admin account. If it exists, a link to set a new password is sent to it.',
      submit: 'Send reset link',
    },
    set_password: {
      title: 'Set your password',
      help: PASSWORD_RULE_TEXT,
      password: 'New password',
      confirm: 'Confirm password',
      length: '%{count} characters (%{min} to %{max})',
      too_short: `At least ${PASSWORD_MIN} characters`,
      too_long: `At most ${PASSWORD_MAX} characters`,
      mismatch: 'The two passwords do not match',
      submit: 'Set password',
      link_unusable: 'Ask an admin for a new invitation, or use "Forgot password?" to get a new link.',
    },
    vehicles: {
      title: 'Cars list',
      empty: 'No Vehicle data was found',
      never_synced: 'The inventory has not been synced yet: Sync with DMS brings it in from the DMS.',
      first_sync_running: 'The inventory is being brought in from the DMS: the list fills itself when the sync ends.',
      no_picture: 'No picture is available',
      sync_started: 'Sync with DMS is started manually. This process will take approximately 3 minutes.',
      sync_failed: 'Fail! Try again in 2 minutes',
    },
    // The damage-map pin editor and dialog (spec texts included).
    pins: {
      ...pinsMessages,
      // One sentence of our own: the server's message is in the toast beside it.
      conflict_banner:
        'Someone else saved pins on this picture after you opened it. Your pins are kept here: Save pins replaces theirs with yours, or load theirs instead.',
      delete_confirm: {
        title: 'Delete pin %{number} (%{title})?',
        content: 'The pin and its text are removed from this picture; Save pins stores the change.',
      },
    },
    // The vehicle detail page (/admin/vehicle?id=). Spec texts it shows live elsewhere:
    // app.vehicles.no_picture, app.notifications.features_updated.
    vehicle_detail: vehicleDetailMessages,
    hotspots: {
      ...hotspotsMessages,
      only_first_row:
        'The layers of this spin have different frame counts (%{counts}), so the 360 viewer shows only the %{angle}° layer: hotspots go on that layer.',
    },
    viewer360: {
      ...viewer360Messages,
      panorama_unreachable:
        'The interior panorama could not be loaded. Try again later, or check the picture in the DMS.',
    },
    // Spec §8: these are only logged, never shown; kept here so the wording has one home.
    logs: {
      no_zones: 'There is no zones.',
      no_states: 'There is no states.',
      no_states_for_zones: 'There are no states for multiple zones',
    },
  },
  resources: {
    webrotate360: {
      ...web360ResourceMessages,
      rows_missing: 'No %{angles}° layer',
      rows_missing_many: 'No %{angles}° layers',
      rows_missing_help: 'The DMS sent no frames at %{angles}°, so the 360 view lacks that camera height.',
    },
    admins: {
      name: 'Admin |||| Admins',
      fields: {
        email: 'Email',
        status: 'Status',
        role: 'Role',
      },
      status: {
        invited: 'Invited',
        active: 'Active',
      },
      action: {
        add: 'Add admin',
        send_invitation: 'Send invitation',
        send_reset_link: 'Send reset link',
        actions: 'Actions',
      },
      add_dialog: {
        help: 'The new admin receives an email with a link to set their password.',
      },
      message: {
        delete_title: 'Delete admin %{recordRepresentation}',
        delete_content: 'Delete this admin? They are signed out at once and can no longer sign in.',
      },
    },
    // The vehicle list (/admin/cars-list). Spec texts (empty state, sync messages) stay under app.vehicles.
    vehicles: {
      name: 'Vehicle |||| Vehicles',
      fields: {
        stockid: 'Stock ID',
        VIN: 'VIN',
        make: 'Make',
        model: 'Model',
        series: 'Series',
        carYear: 'Year',
        mileage: 'Mileage',
        purchaseDate: 'Purchase date',
        listPrice: 'List price',
        active: 'Show on FE',
        pictures: 'Pictures',
        pins: 'Pins',
        features: 'Features',
        markForDeletion: 'Marked for deletion',
        actions: 'Actions',
        carYear_gte: 'Year from',
        carYear_lte: 'Year to',
        listPrice_gte: 'Price from',
        listPrice_lte: 'Price to',
        markedForDeletion: 'Marked for deletion',
        rideShareCategory: 'Ride-share category',
        lifestyleCategory: 'Lifestyle category',
      },
      search: {
        label: 'Search vehicles',
        placeholder: 'Stock ID, VIN, make, model or series',
      },
      summary: {
        label: 'Inventory summary',
        vehicles: 'Vehicles in inventory',
        updated: 'Changed by the last sync',
        on_fe: 'Shown on FE',
        last_run: 'Last sync started',
        last_finished: 'Last sync finished',
        next_run: 'Next sync',
        status: 'Sync',
        in_progress: 'In progress',
        idle: 'Idle',
        never: 'never',
        not_scheduled: 'not scheduled',
      },
      action: {
        sync: 'Sync with DMS',
        export_selected: 'Export selected',
        show_on_fe: 'Show on FE',
        hide_from_fe: 'Hide from FE',
        open: 'Open %{stockid}',
        open_new_tab: 'Open %{stockid} in a new tab',
        show_details: 'Show details of %{stockid}',
        hide_details: 'Hide details of %{stockid}',
        toggle_active: 'Show %{stockid} on FE',
        sort_by_active: 'Sort by Show on FE, shown first',
      },
      sync: {
        progress_label: 'Sync progress',
        progress: 'Synced %{processed} of %{total} vehicles',
        progress_unknown_total: 'Synced %{processed} vehicles',
        waiting: 'Waiting for the DMS…',
      },
      export: {
        progress_label: 'Export progress',
        downloading: 'Downloading %{size}',
      },
      pictures: {
        count: '%{smart_count} picture |||| %{smart_count} pictures',
        thumbnail: 'Picture %{number} of %{stockid}',
      },
      pins: {
        damage: 'Damage',
        feature: 'Feature',
        installed_feature: 'Installed feature',
      },
      features: {
        installed: 'Installed',
        possible: 'Possible',
        installed_possible: 'Confirmed installed',
      },
      filters: {
        makes_failed: 'The makes could not be loaded: %{message}',
      },
      load_failed: 'The vehicle list could not be loaded: %{message}',
      marked_on: 'Marked for deletion on %{date}',
    },
  },
};

const en: TranslationMessages = mergeTranslations(
  englishMessages,
  consoleMessages,
  homeContentMessages,
  contentMessages,
  mediaMessages,
  seoMessages,
);

export default en;
