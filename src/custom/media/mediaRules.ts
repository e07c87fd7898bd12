import {
  ALT_NOT_FILE_NAME,
  IMAGE_TOO_NARROW,
  imageValue,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE,
  MEDIA_TYPE_REFUSED,
  imageFieldAt,
  type CollectionDeclaration,
  type ImageField,
  type ImageValue,
} from '../../../contract/content/index.ts';
import { headOf, sniffImageType, type SniffedType } from './imageBytes.ts';

/**
 * The rules the image input checks before anything is sent. The server checks the same ones (by the file's
 * bytes, at most 10 MB) with the contract's very words, so an admin reads one message whichever side refused.
 */
export { MEDIA_TOO_LARGE, MEDIA_TYPE_REFUSED };

/**
 * A file with an image's signature that cannot be decoded (cut off, corrupted): the server's 400 for it, word for
 * word (server/media/images.ts BROKEN_IMAGE, not in the contract; mediaRules.test.ts compares them).
 */
export const MEDIA_DAMAGED = 'This image is damaged or incomplete: it could not be read';

/** What the server takes. The crop is uploaded as JPEG or PNG whatever the source was. */
export const ACCEPTED_TYPES: readonly SniffedType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** The refusal message for a chosen file, or `null` when it may go on to the crop dialog. */
export const precheckFile = async (file: Blob): Promise<string | null> => {
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_TOO_LARGE;
  const type = sniffImageType(await headOf(file, 64));
  return type && ACCEPTED_TYPES.includes(type) ? null : MEDIA_TYPE_REFUSED;
};

/**
 * The field's minimum width against the crop about to be uploaded: the server's refusal word for word (it checks the
 * same at upload and at save), or `null`. A crop is at most its source's size, so a smaller picture never gets there.
 */
export const tooNarrow = (
  field: Pick<ImageField, 'minWidth'>,
  size: { width: number; height: number },
): string | null => (size.width < field.minWidth ? IMAGE_TOO_NARROW(field.minWidth, size.width, size.height) : null);

/** A file name without its folder and extension: an alt text equal to it is a file name too. */
export const fileStem = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .trim();

/**
 * The contract's alt rules (required, at most 150 characters, not ending like an image file) with its
 * messages, plus: not the name of the file just chosen ('IMG_2041' describes nothing either).
 */
export const altTextProblem = (alt: unknown, chosenFileName?: string): string | undefined => {
  const parsed = imageValue.shape.alt.safeParse(alt ?? undefined);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  const stem = chosenFileName ? fileStem(chosenFileName) : '';
  if (stem !== '' && parsed.data.toLowerCase() === stem.toLowerCase()) return ALT_NOT_FILE_NAME;
  return undefined;
};

/** A stored image as the form holds it; anything else (null, '', a half-filled object) is no image. */
export const isImageValue = (value: unknown): value is ImageValue =>
  typeof value === 'object' && value !== null && typeof (value as { publicId?: unknown }).publicId === 'string';

/**
 * The names of the files this tab uploaded, by the publicId the server gave them. The alt rule needs the name at
 * every save, long after the upload and whatever became of the input meanwhile (a remount, a form-level
 * validator that runs instead of the input's own: react-hook-form ignores input validators under one).
 */
const uploadedFileNames = new Map<string, string>();

export const rememberUploadedFileName = (publicId: string, fileName: string) => {
  uploadedFileNames.set(publicId, fileName);
};

/** The alt text problem of an image value as the form holds it, comparing with its file's name when this tab uploaded it. */
export const imageAltProblem = (value: unknown): string | undefined =>
  isImageValue(value) ? altTextProblem(value.alt, uploadedFileNames.get(value.publicId)) : undefined;

/**
 * Image fields with an upload under way, by collection and field: a form saved meanwhile would store the field's
 * old value and drop the new image. The form-level validator reads this (react-hook-form skips input validators
 * under one, so the input's own 'wait' check never ran).
 */
const uploadsUnderWay = new Map<string, number>();
export const uploadKey = (collection: string, source: string) => `${collection}.${source}`;
export const markUploadUnderWay = (key: string, underWay: boolean) => {
  const count = (uploadsUnderWay.get(key) ?? 0) + (underWay ? 1 : -1);
  if (count > 0) uploadsUnderWay.set(key, count);
  else uploadsUnderWay.delete(key);
};
export const isUploadUnderWay = (key: string) => uploadsUnderWay.has(key);
export const WAIT_FOR_UPLOAD = 'app.media.wait_for_upload';

/** The URL of a stored image, under the key its field uses (`mobileSrc` for the hero's mobile image). */
export const imageUrlOf = (value: ImageValue, srcKey: 'src' | 'mobileSrc' = 'src') =>
  value[srcKey] ?? value.src ?? value.mobileSrc;

/** '1.6', '3.21', '1': a ratio as the admin reads it beside ': 1'. */
export const formatRatio = (ratio: number) => String(Math.round(ratio * 100) / 100);

/** The value at a dotted form path ('img', 'hero.mobileImg'), for validators that see the whole form. */
export const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      values,
    );

// A source inside an array ('subCategories.0.logoImage') takes the declaration's 'subCategories[].logoImage'.
export const imageFieldOf = (collection: CollectionDeclaration, source: string): ImageField => {
  const field = imageFieldAt(collection, source);
  if (!field)
    throw new Error(`The ${collection.name} collection declares no image field "${source}" (contract/content/).`);
  return field;
};

/** A field error's text as react-admin files it: a string for an input's validator, `{message}` for the form's. */
export const messageOf = (raw: unknown): string | undefined => {
  if (typeof raw === 'string') return raw === '' ? undefined : raw;
  if (
    typeof raw === 'object' &&
    raw !== null &&
    'message' in raw &&
    typeof raw.message === 'string' &&
    raw.message !== ''
  )
    return raw.message;
  return undefined;
};
