import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MEDIA_MAX_BYTES, MEDIA_PRESETS, MEDIA_TOO_LARGE, type MediaRecord } from '../../contract/content/api.ts';
import { collectionByName, imageFieldAt, type ImageField } from '../../contract/content/index.ts';
import { ApiError, badRequest } from '../errors.ts';
import { metrics } from '../metrics.ts';

export const FOLDER = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const TOO_LARGE = MEDIA_TOO_LARGE;
export const ONE_FILE = 'Send one image at a time';
export const NO_FILE = 'Choose an image to upload (form field "file")';

/** The limits handed to @fastify/multipart: one file, a few short text fields. */
export const multipartLimits = { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 };

const uploadFields = z.strictObject({
  folder: z
    .string({ error: 'Required' })
    .regex(FOLDER, 'Must be 1 to 40 lowercase letters, digits or dashes, starting with a letter or digit')
    .optional(),
  preset: z.enum(MEDIA_PRESETS, { error: `Must be one of ${MEDIA_PRESETS.join(', ')}` }).default('default'),
  target: z.string().max(200).optional(),
});

export const UNKNOWN_TARGET = (target: string) =>
  `${target} is no image field: send <collection>.<field>, e.g. promo.img or carousel.subCategories[].logoImage`;
export const WRONG_FOLDER = (target: string, folder: string) => `Images of ${target} go in the folder ${folder}`;

export interface Upload {
  bytes: Buffer;
  folder: string;
  preset: MediaRecord['preset'];
  /** The image field the upload is for (`target`), when the client names it: its minimum width is checked at once. */
  field?: ImageField;
}

/** 'promo.img', 'carousel.subCategories[].logoImage' (or '.0.'): the declared image field it names. */
const fieldOf = (target: string): ImageField | undefined => {
  const dot = target.indexOf('.');
  const c = dot > 0 ? collectionByName(target.slice(0, dot)) : undefined;
  return c && imageFieldAt(c, target.slice(dot + 1));
};

/** @fastify/multipart's errors (codes) in our `{message}` shape and words. */
function multipartError(err: unknown): unknown {
  switch ((err as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, TOO_LARGE);
    case 'FST_FILES_LIMIT':
      return new ApiError(413, ONE_FILE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'The form has too many fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'Send the image as multipart/form-data (fields file, folder and preset)');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has a field name that is not allowed');
    default:
      // busboy's own (a body cut off mid-part, a bad boundary) are the client's; anything else is ours.
      return err instanceof Error &&
        !(err as { statusCode?: number }).statusCode &&
        /multipart|part|boundary/i.test(err.message)
        ? badRequest(`The upload could not be read: ${err.message}`)
        : err;
  }
}

/**
 * Reads the form in any order of its parts: the file into memory (at most MEDIA_MAX_BYTES, busboy stops there),
 * the text fields beside it. The file's name and declared type are not kept: only its bytes count.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  try {
    const upload = await readForm(request);
    metrics.upload('received');
    return upload;
  } catch (err) {
    metrics.upload('refused');
    throw err;
  }
}

async function readForm(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw badRequest(NO_FILE, { [part.fieldname]: 'Send the image in the field "file"' });
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string' && part.fieldname !== 'file') {
        // (text sent as `file` is no file: answered below as a missing one)
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  const parsed = uploadFields.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || '_'];
      for (const k of keys) errors[k] ??= issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message;
    }
    const [field, message] = Object.entries(errors)[0] ?? ['_', 'invalid'];
    throw badRequest(`Request body is invalid: ${field}: ${message}`, errors);
  }
  const { folder, preset, target } = parsed.data;
  const field = target === undefined ? undefined : fieldOf(target);
  if (target !== undefined && !field) throw badRequest(UNKNOWN_TARGET(target), { target: UNKNOWN_TARGET(target) });
  if (field && folder !== undefined && folder !== field.folder)
    throw badRequest(WRONG_FOLDER(target!, field.folder), { folder: WRONG_FOLDER(target!, field.folder) });
  if (!field && folder === undefined)
    throw badRequest('Request body is invalid: folder: Required', { folder: 'Required' });
  if (!bytes?.length) throw badRequest(NO_FILE, { file: 'Required' });
  return { bytes, folder: folder ?? field!.folder, preset, field };
}
