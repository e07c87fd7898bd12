/**
 * Texts of a ride-share city page's own inputs (zones and state from the DMS, the saved image's removal), loaded
 * with them; the rest of the city screens' words come from the declaration (rideShareCities.ts).
 */
export const rideShareCityMessages = {
  app: {
    rideShareCity: {
      help: {
        zones: '%{count} of %{max} zones picked',
        zones_full: '%{max} of %{max} zones picked: a page holds at most %{max}',
        states_from_zones: 'The states of the picked zones',
        states_all: 'Pick zones first, or pick a state to fill its zone',
        state_outside_zones: '%{state} is not a state of the picked zones: pick one of theirs',
        remove_image_now:
          'Deletes the image from the saved city page at once, without Save, after you confirm. Your other changes stay in the form.',
      },
      dms: {
        failed: 'Zones and states cannot be loaded from the DMS now (%{message}). Your input is kept; try again.',
        retry: 'Try again',
      },
      action: {
        remove_image: 'Delete saved image now',
      },
      message: {
        remove_image_title: 'Delete the saved image now?',
        remove_image_content:
          'The image is deleted from the saved city page at once, without Save, and the public page stops showing it. Your other changes stay in the form and still need Save.',
        remove_image_confirm: 'Delete image',
        remove_image_cancel: 'Cancel',
      },
    },
  },
};
