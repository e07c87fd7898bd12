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

/** What the image input checks before sending, in the server's (the contract's) very words. */
export { MEDIA_TOO_LARGE, MEDIA_TYPE_REFUSED };

/** An image signature that cannot be decoded: server/media/images.ts BROKEN_IMAGE word for word (the test compares). */
export const MEDIA_DAMAGED = 'This image is damaged or incomplete: it could not be read';

/** What the server takes. The crop is uploaded as JPEG or PNG whatever the source was. */
export const ACCEPTED_TYPES: readonly SniffedType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** The refusal message for a chosen file, or `null` when it may go on to the crop dialog. */
export const precheckFile = async (file: Blob): Promise<string | null> => {
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_TOO_LARGE;
  const type = sniffImageType(await headOf(file, 64));
  return type && ACCEPTED_TYPES.includes(type) ? null : MEDIA_TYPE_REFUSED;
};

/** The field's minimum width against the crop about to go, in the server's words (it checks at upload and save). */
export const tooNarrow = (
  field: Pick<ImageField, 'minWidth'>,
  size: { width: number; height: number },
): string | null => (size.width < field.minWidth ? IMAGE_TOO_NARROW(field.minWidth, size.width, size.height) : null);

/**
 * Why a chosen picture cannot give the field's minimum width at its shape, before any cropping, or null: the file's
 * own size and the size needed (a 200×100 picture gives a 3.21:1 crop of only 200×62, which the admin never saw).
 */
export const tooSmallToCrop = (
  field: Pick<ImageField, 'minWidth' | 'ratio'>,
  largest: { width: number; height: number },
  picture: { width: number; height: number },
): string | null =>
  largest.width < field.minWidth
    ? `The picture must be at least ${field.minWidth}×${Math.ceil(field.minWidth / field.ratio)} px for this shape (this one is ${picture.width}×${picture.height})`
    : null;

/** A file name without its folder and extension: an alt text equal to it is a file name too. */
export const fileStem = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .trim();

/** The contract's alt rules and messages, plus: not the chosen file's name ('IMG_2041' describes nothing). */
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
 * The names of the files this tab uploaded, by publicId: the alt rule needs them at every save, whatever became of the
 * input meanwhile (a remount, a form-level validator: react-hook-form ignores input validators under one).
 */
const uploadedFileNames = new Map<string, string>();

export const rememberUploadedFileName = (publicId: string, fileName: string) => {
  uploadedFileNames.set(publicId, fileName);
};

/** The alt problem of an image value, against its file's name when this tab uploaded it. */
export const imageAltProblem = (value: unknown): string | undefined =>
  isImageValue(value) ? altTextProblem(value.alt, uploadedFileNames.get(value.publicId)) : undefined;

/**
 * Image fields with an upload under way (a save meanwhile would drop the new image), for the form-level validator:
 * react-hook-form skips input validators under one, so the input's own 'wait' check never runs there.
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

/** A stored image's URL under its field's key (`mobileSrc` for the hero's mobile image). */
export const imageUrlOf = (value: ImageValue, srcKey: 'src' | 'mobileSrc' = 'src') =>
  value[srcKey] ?? value.src ?? value.mobileSrc;

/** '1.6', '3.21', '1': a ratio as the admin reads it beside ': 1'. */
export const formatRatio = (ratio: number) => String(Math.round(ratio * 100) / 100);

// A source inside an array ('subCategories.0.logoImage') takes the declaration's 'subCategories[].logoImage'.
export const imageFieldOf = (collection: CollectionDeclaration, source: string): ImageField => {
  const field = imageFieldAt(collection, source);
  if (!field)
    throw new Error(`The ${collection.name} collection declares no image field "${source}" (contract/content/).`);
  return field;
};

/** A field error's text as react-admin files it: a string for an input's validator, `{message}` for the form's. */
export const messageOf = (raw: unknown): string | undefined => {
  const text = typeof raw === 'object' && raw !== null && 'message' in raw ? raw.message : raw;
  return typeof text === 'string' && text !== '' ? text : undefined;
};
