/**
 * Texts of the damage-map pin editor and its dialog (app.pins.*). The spec's own texts keep
 * their exact wording ('want leave', 'Please enter title'). The dialog's title, picture
 * position and navigation reuse app.vehicle_detail.picture_dialog.*.
 */
export const pinsMessages = {
  leave_unsaved: 'Are you sure you want leave this page with unsaved pins?',
  leave: 'Leave',
  title_required: 'Please enter title',
  description_required: 'Please enter description',
  // Spec §4/§9 names the pin types in these words.
  types: {
    feature: 'FEATURE',
    installed_feature: 'INSTALLED FEATURE',
    damage: 'DAMAGE',
  },
  severities: {
    none: 'Not set',
    minor: 'Minor',
    major: 'Major',
  },
  map: {
    label: 'Picture %{name}: click to add a pin',
    loading: 'Loading the picture…',
    image_failed: 'The picture could not be loaded, so no pin can be placed on it.',
    help: 'Click the picture to add a pin. In the list, Enter opens a pin and Delete removes it.',
    legend: 'Pin colours',
    pin: 'Pin %{number}: %{title}',
  },
  list: {
    label: 'Pins on this picture',
    empty: 'No pins yet: click the picture to add one.',
    item: '%{number}. %{title}',
    untitled: 'Untitled',
    not_saved: 'Not saved',
  },
  editor: {
    heading: 'Pin %{number}',
    heading_new: 'Pin %{number} (new)',
    nothing_selected: 'Choose a pin in the list or click the picture to add one.',
    type: 'Type',
    feature: 'Feature',
    title: 'Title',
    description: 'Description',
    severity: 'Severity',
    part: 'Damaged part',
    close_up: 'Close-up picture',
    no_close_up: 'None',
    close_up_alt: 'Close-up: %{title}',
  },
  dialog: {
    save_pins: 'Save pins',
    unsaved: 'Unsaved pins',
    loading: 'Loading the pins…',
    load_failed: 'The pins of this picture could not be loaded: %{message}',
    retry: 'Try again',
    load_theirs: 'Load their pins',
  },
};
