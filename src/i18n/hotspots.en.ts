/** The 360 hotspot dialog (app.hotspots), opened from the vehicle detail page and the assets table. */
export const hotspotsMessages = {
  open: '360 hotspots',
  title: 'Hotspots — %{stockid}',
  loading: 'Loading the 360 views…',
  views: { label: 'View', exterior: 'Exterior', interior: 'Interior' },
  conflict: 'Someone else changed this hotspot meanwhile; the latest version is shown again.',
  exterior: {
    no_spin: 'This vehicle has no 360 spin.',
    row: 'Row',
    row_option: '%{angle}° layer (%{count} frames)',
    frame: 'Frame',
    frame_of: 'Frame %{frame} of %{total}',
    frame_thumbnail: 'Frame %{frame}',
    help: 'Click the frame to place a hotspot on it; save the pin to store it as a hotspot of this frame.',
  },
  interior: {
    no_panorama: 'This vehicle has no interior panorama.',
    create_pin: 'Create pin',
    help: 'Turn the panorama until the + is on the spot, then create a pin there.',
    viewer_label: 'Interior panorama',
    load_failed: 'The panorama could not be shown: %{message}',
  },
  pin_dialog: {
    title: 'New hotspot',
    position: 'Pitch %{pitch}°, yaw %{yaw}°',
  },
  table: {
    label: '%{view} hotspots',
    empty: 'No hotspots in this view yet.',
    id: 'Id',
    type: 'Type',
    title: 'Title',
    place: 'Position',
    pictures: 'Pictures',
    actions: 'Actions',
    exterior_place: '%{angle}° row, frame %{frame} (%{x}, %{y})',
    interior_place: 'pitch %{pitch}°, yaw %{yaw}°',
    show: 'Show %{id}',
    delete: 'Delete %{id}',
    edit_pictures: 'Pictures of %{id}',
    delete_title: 'Delete hotspot %{id}?',
    delete_content: 'The hotspot and its attached pictures are removed from the %{view} view.',
  },
  pictures: {
    title: 'Pictures of hotspot %{id}',
    attached: 'Attached',
    available: 'From the DMS',
    none_attached: 'No picture attached yet.',
    none_available: 'The DMS has no more pictures for this vehicle.',
    attach: 'Attach %{title}',
    detach: 'Detach %{title}',
    limit: 'At most %{max} pictures per hotspot.',
  },
};

/** The 360 viewer dialog (app.viewer360). */
export const viewer360Messages = {
  title: '360 view — %{stockid}',
  loading_frames: 'Loading frames: %{loaded} of %{total}',
  spin_label: 'Exterior spin of %{stockid}: drag sideways to turn, up or down to change the layer',
  position: 'Layer %{row} of %{rows}, frame %{frame} of %{frames}',
  no_spin: 'No exterior spin for this vehicle.',
  no_panorama: 'No interior panorama for this vehicle.',
  hotspot: 'Hotspot %{id}',
  load_failed: 'The 360 view could not be loaded: %{message}',
  open_hotspots: 'Edit hotspots',
};

/** The assets table at /admin/webrotate360 (resources.webrotate360). */
export const web360ResourceMessages = {
  name: '360 asset |||| 360 assets',
  menu: '360 assets',
  fields: {
    stockid: 'Stock ID',
    vehicle: 'Vehicle',
    layer20: '20° layer',
    layer45: '45° layer',
    layer60: '60° layer',
    equalRows: 'Rows',
    hotspots: 'Hotspots',
    unequalRows: 'Only unequal rows',
    actions: 'Actions',
  },
  rows_equal: 'Equal',
  rows_none: 'No spin',
  rows_unequal: 'Unequal',
  rows_unequal_help:
    'The layer frame counts differ: a multi-row spin needs the same number of frames in every row, so the viewer plays it as a single row.',
  hotspot_counts: '%{exterior} exterior, %{interior} interior',
  search: 'Search stock ID, make or model',
};
