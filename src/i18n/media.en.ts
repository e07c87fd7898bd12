import { ALT_MAX } from '../../contract/content/names.ts';

/**
 * Texts of the content platform's image input and its crop dialog (app.media.*), merged into en.ts.
 * Refusals of a file (type, size) and of an alt text come from mediaRules.ts and the contract, in the
 * server's own words.
 */
const media = {
  choose: 'Choose or drop an image',
  choose_help: 'JPEG, PNG, WebP or AVIF, up to 10 MB. You crop it to this field’s shape next.',
  drop_here: 'Drop the image here',
  file_input: '%{label}: image file',
  shape: 'Shape %{ratio} : 1, at least %{width} px wide',
  dimensions: '%{width} × %{height} px',
  current: 'Current image, %{dimensions}',
  replace: 'Replace image',
  remove: 'Remove image',
  uploading: 'Uploading… %{percent}%',
  processing: 'Uploaded 100%: the server is preparing the image…',
  progress_label: 'Upload progress',
  cancel_upload: 'Cancel upload',
  wait_for_upload: 'Wait for the image upload to finish, or cancel it',
  alt: 'Alt text',
  alt_help: `What the image shows, for people who cannot see it and for search engines (at most ${ALT_MAX} characters)`,
  crop: {
    title: 'Crop image',
    help: 'Drag the frame or its corners to choose the part to keep; its shape is fixed (%{ratio} : 1). With the keyboard: Tab to the frame, then the arrow keys move it (Shift: 10 px at a time); Tab to a corner and the arrow keys resize it.',
    image_alt: 'The image to crop',
    loading: 'Loading the image…',
    output: 'Will be uploaded at %{width} × %{height} px',
    reset: 'Reset crop',
    confirm: 'Crop and upload',
    working: 'Cropping…',
    failed: 'The image could not be cropped in this browser: %{message}',
  },
};

export const mediaMessages = { app: { media } };
