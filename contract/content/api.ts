import { z } from 'zod';

/** What every stored document carries beside its fields. */
export const documentEnvelope = z.object({
  _id: z.string(),
  id: z.string(),
  version: z.number().int(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type DocumentEnvelope = z.infer<typeof documentEnvelope>;
export type ContentDocument = DocumentEnvelope & Record<string, unknown>;

export const STALE_DOCUMENT =
  'Someone else saved this item since you opened it. Your changes were not saved: load their version, or copy your input first.';
export const STALE_DELETE =
  'Someone else changed this item since you opened it, so it was not deleted. Look at its new version first.';
export const STALE_RESTORE =
  'Someone else saved this item since you opened it, so nothing was restored. Its history now shows their version: restore again from there.';
export const VERSION_REQUIRED = 'Send the version you edited (version in the body, or an If-Match header)';
export const NOT_FOUND_DOCUMENT = (label: string) =>
  `This ${label.toLowerCase()} does not exist (it may have been deleted)`;
export const NO_PRIMARY = (label: string) => `No ${label.toLowerCase()} is published`;
export const UNIQUE_TAKEN = (field: string, value: string) => `Data already exists with ${field} - ${value}`;

/** One entry of a document's history: the document as it was after that write. */
export const revision = z.object({
  version: z.number().int(),
  op: z.enum(['create', 'update', 'restore', 'delete']),
  at: z.string(),
  by: z.string().nullable(),
  /** Fields that differ from the previous revision. */
  changed: z.array(z.string()),
  data: z.record(z.string(), z.unknown()),
  /** The revision this one restored, if any. */
  restoredFrom: z.number().int().nullable(),
});
export type Revision = z.infer<typeof revision>;
export const revisionList = z.object({ data: z.array(revision), total: z.number().int() });
export const restoreRequest = z.strictObject({
  /** The document's current version: a restore onto a document that moved on gets 412. */
  version: z.number().int(),
});

/* ---------- media ---------- */

export const MEDIA_PRESETS = ['default', 'blog'] as const;
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export const IMAGE_REMOVED = 'Image is removed';
/** The refusals the console's pre-check and the server both use, word for word. */
export const MEDIA_TYPE_REFUSED = 'This file is not a JPEG, PNG, WebP or AVIF image';
export const MEDIA_TOO_LARGE = `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;

export const mediaVariant = z.object({ width: z.number().int(), src: z.string() });
export const mediaRecord = z.object({
  publicId: z.string(),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string(),
  bytes: z.number().int(),
  folder: z.string(),
  preset: z.enum(MEDIA_PRESETS),
  /** WebP copies at the widths the public site shows. */
  variants: z.array(mediaVariant),
  createdAt: z.string(),
});
export type MediaRecord = z.infer<typeof mediaRecord>;

/** Where an image is used: refused deletions list these. */
export const mediaUse = z.object({
  collection: z.string(),
  id: z.string(),
  field: z.string(),
  label: z.string(),
  inRevision: z.boolean(),
});
export type MediaUse = z.infer<typeof mediaUse>;

/** The shape of the ratio check, shared by the console's crop and the server. */
export const ratioMatches = (width: number, height: number, ratio: number, tolerance = 0.01) =>
  Math.abs(width / height - ratio) / ratio <= tolerance;

/** The minimum width's refusal, word for word on the server (upload and save) and in the console's crop. */
export const IMAGE_TOO_NARROW = (minWidth: number, width: number, height: number) =>
  `The image must be at least ${minWidth} px wide (this one is ${width}×${height})`;
/** A size sent with an image must be the image's own (the server knows it from the upload). */
export const IMAGE_SIZE_WRONG = (real: { width: number; height: number }, sent: { width?: number; height?: number }) =>
  `The image is ${real.width}×${real.height}, not ${sent.width ?? '?'}×${sent.height ?? '?'}`;
export const IMAGE_SIZE_PAIR = 'width and height go together: send both or neither';
