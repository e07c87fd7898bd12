import { z } from 'zod';
import type { CollectionAdmin } from './admin.ts';
import { ALT_MAX, DEFAULT_ANSWERS, type WriteAnswers } from './names.ts';

export { DEFAULT_ANSWERS, type WriteAnswers };

/**
 * One content collection, declared once (issue 16). The server's generic routes, OpenAPI, audit and public
 * delivery, the console's data provider and forms all read this object; no per-collection server code.
 */
export interface ImageField {
  /** width / height the crop is locked to; the server refuses an image more than 1% off. */
  ratio: number;
  /** Media folder of the upload (spec §7: ride-share-cities, home-images, ...). */
  folder: string;
  /** The key of the URL in the stored value: `src` by default, `mobileSrc` where the spec names it so. */
  srcKey?: 'src' | 'mobileSrc';
  /** Whether a document needs this image (published or not). */
  required?: boolean;
  /**
   * The narrowest image the field takes, in px (the public site shows it at about that width on a large screen):
   * a smaller one is refused at upload (when the upload names its field) and at save, never enlarged.
   */
  minWidth: number;
}

/** A call of the spec's §7 list for this collection, relative to `/v1`. `{id}` is the document id. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

export interface CollectionEndpoints {
  list?: Endpoint;
  primary?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
  /** Singletons: read and write the one document. */
  read?: Endpoint;
  write?: Endpoint;
}

export interface CollectionDeclaration<S extends z.ZodObject = z.ZodObject> {
  /** Stable key: the `collection` column and the console's resource name (a lowerCamel word, unique). */
  name: string;
  /** Human name, singular ('Promo banner'). */
  label: string;
  kind: 'list' | 'singleton';
  /** The seed's base path under /v1 ('/promo'); the simple-rest protocol is served on it too. */
  path: string;
  endpoints: CollectionEndpoints;
  /** The document's fields with the spec's limits (without _id, version and timestamps). */
  schema: S;
  /** Default document of a singleton, or of a new list item. */
  defaults: Partial<z.input<S>>;
  /** Image fields by key: a field ('img') or a field of each item of an array field ('subCategories[].logoImage', imagePaths.ts). */
  images: Partial<Record<(keyof z.infer<S> & string) | `${keyof z.infer<S> & string}[].${string}`, ImageField>>;
  /** Lists: the field ordering the list (`position`, kept by the server). */
  orderBy?: 'position';
  /** Fields the public site may read (`_id` is always included); derived fields may be named too. */
  publicFields: readonly string[];
  /** Boolean field that publishes an item; absent = every item is public. */
  publishFlag?: keyof z.infer<S> & string;
  /** Field names as staff read them, where the key does not say it ('img' → 'Image'); also a derived `url` ('URL'). */
  labels?: Partial<Record<(keyof z.infer<S> & string) | 'url', string>>;
  /** Fields a published item needs ('Title is required to publish'). */
  requiredWhenPublished?: readonly (keyof z.infer<S> & string)[];
  /** Items carry `publishFrom`/`publishUntil`, honoured by the public API to the minute. */
  publishWindow?: boolean;
  /**
   * Whether the public site reads this collection, and where under `/v1/public`: always the collection's list path
   * (publicPaths.ts `listPathOf`; contract/content/publicPaths.test.ts holds every declaration to it).
   */
  publicPath?: string;
  /** Earlier public paths still served, with the same answer and ETag (FAQ: '/faq' beside '/faq-list'). */
  publicAliases?: readonly string[];
  /**
   * The spec's list call when a route of its own serves it, not the generic routes (blog: `GET /blog-posts` answers
   * posts and categories): the collection's list path.
   */
  listPath?: string;
  /** Documents a fresh install has (the home page's banner slots). */
  seed?: readonly Partial<z.input<S>>[];
  /** The id of a seeded document, derived from its fields ('trade in' → 'trade-in'); random when absent. */
  seedId?(seed: Record<string, unknown>): string;
  /**
   * The seed's documents are all there is (finance pins, static-page SEO records): the server serves no create
   * and no delete for the collection, only reads and updates.
   */
  fixed?: boolean;
  /** The console may create or delete items (the server still serves the spec's calls). */
  console: { create: boolean; remove: boolean; route: string };
  /** How the console's generic screens show the collection (title field, columns, menu, overrides: admin.ts). */
  admin?: CollectionAdmin;
  answers: WriteAnswers;
  /** Fields that must be unique (case-insensitive) within the collection; derived fields may be named too. */
  unique?: readonly string[];
  /**
   * Other names the spec gives a field (carousel-setting: `color` for `textColor`): accepted on write when the
   * field itself is absent, and returned beside it on every read, so both readings see the one value.
   */
  aliases?: Readonly<Record<string, keyof z.infer<S> & string>>;
  /** Fields set at creation that an update may not change (partner name and promo code): 400 naming the field. */
  immutable?: readonly (keyof z.infer<S> & string)[];
  /**
   * Fields computed from the others on every write (a blog post's url): never taken from input, stored and
   * returned. A pure function, so the console shows the same value live as the admin types.
   */
  derived?: { fields: readonly string[]; compute: (data: z.infer<S>) => Record<string, unknown> };
  /** Words the console shows for a document beside its stored text (Offline shown as 'Physical'): the search finds them too. */
  searchText?: (data: Record<string, unknown>) => string[];
  /**
   * Media a document uses outside its image fields (a blog body's images), by publicId: kept with the image fields'
   * in `media_ids`, so such an image must exist to be saved and cannot be deleted while a document or revision uses it.
   */
  mediaIn?: (data: Record<string, unknown>) => string[];
}

export const defineCollection = <S extends z.ZodObject>(c: CollectionDeclaration<S>) => c;

/** Spec §7's "five shapes" of promo, hero and warranty: list, primary, create, PATCH and DELETE by id. */
export const fiveShapes = (path: string): CollectionEndpoints => ({
  list: { method: 'GET', path },
  primary: { method: 'GET', path: `${path}/primary` },
  create: { method: 'POST', path },
  update: { method: 'PATCH', path: `${path}/{id}` },
  remove: { method: 'DELETE', path: `${path}/{id}` },
});

/* ---------- shared field builders ---------- */

const over = (n: number) => `At most ${n} characters`;
const TEXT_TYPE = 'Must be text';
/**
 * Plain-text fields are text, never HTML (issue 19: nothing executable stored or served): a tag in a title, a
 * description or an SEO field is refused, not stored. A lone '<' ("under <$500") is text and passes.
 */
export const MARKUP_MESSAGE = 'Text only: remove the HTML tags (<…>)';
export const MARKUP = /<\s*[a-z!/?]/i;
const plain = (v: string) => !MARKUP.test(v);
export const text = (max: number) =>
  z.string({ error: TEXT_TYPE }).trim().max(max, over(max)).refine(plain, MARKUP_MESSAGE);
/** A missing value is 'Title is required' (spec §5 wording); a value of another type says so. */
const requiredOrText = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: requiredOrText(label) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, over(max))
    .refine(plain, MARKUP_MESSAGE);

/** Spec §5: hex colour inputs take 3 or 6 hex digits. Empty = the site's default. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const HEX_COLOR_MESSAGE = 'Enter a colour as # and 3 or 6 hex digits, e.g. #fff or #1a2b3c';
export const hexColor = z
  .string({ error: TEXT_TYPE })
  .trim()
  .refine((v) => v === '' || HEX_COLOR.test(v), HEX_COLOR_MESSAGE);

/** A site path or an absolute http(s) address. */
export const LINK_MESSAGE = 'Enter a path starting with / or an http(s) address';
// '/\x' is '//x' to browsers: an off-site link dressed as a path.
const LINK = /^(\/(?![/\\])[^\s]*|https?:\/\/[^\s]+)$/;
/** The help line under a link's input in the console (the hero images', the promo banners'). */
export const LINK_HELP = 'A path on the site starting with /, or an http(s) address';
export const linkPath = z
  .string({ error: TEXT_TYPE })
  .trim()
  .max(500, over(500))
  .refine((v) => v === '' || LINK.test(v), LINK_MESSAGE);
/** A link an item cannot do without (menu items). */
export const requiredLink = (label: string) =>
  z
    .string({ error: requiredOrText(label) })
    .trim()
    .min(1, `${label} is required`)
    .max(500, over(500))
    .refine((v) => LINK.test(v), LINK_MESSAGE);

export const ALT_REQUIRED = 'Describe the image for people who cannot see it';
export const ALT_NOT_FILE_NAME = 'Describe the image in words, not with its file name';

/**
 * The `{src, publicId}` shape the spec stores for every image, with its alt text and its size. A client may leave the
 * size out (the spec's shape): the server completes it from its media record, and checks one that is sent.
 */
export const imageValue = z.strictObject({
  publicId: z.string().min(1).max(200),
  src: z.string().min(1).max(1000).optional(),
  mobileSrc: z.string().min(1).max(1000).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  alt: z
    .string({ error: ALT_REQUIRED })
    .trim()
    .min(1, ALT_REQUIRED)
    .max(ALT_MAX, over(ALT_MAX))
    .refine((v) => !/\.(jpe?g|png|webp|avif|gif)$/i.test(v), ALT_NOT_FILE_NAME),
});
/** An image as stored and read: always with its size (the server completed it). */
export type ImageValue = Omit<z.infer<typeof imageValue>, 'width' | 'height'> & { width: number; height: number };
export const optionalImage = imageValue.nullable().default(null);

/** Publish window (beyond the spec): ISO date-times, either end open. */
export const publishWindowFields = {
  publishFrom: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).nullable().default(null),
  publishUntil: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).nullable().default(null),
};
export const WINDOW_ORDER_MESSAGE = 'The end of the publish window must come after its start';

/** Keys the server keeps on every document; sent back by clients, never taken as content. */
export const ENVELOPE_KEYS = [
  '_id',
  'id',
  'version',
  'position',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'status',
  'message',
] as const;

/** Where an item stands in its publish window at a time (`null` bounds are open). */
export type WindowState = 'scheduled' | 'live' | 'expired';
export function windowState(
  doc: { publishFrom?: string | null; publishUntil?: string | null },
  now: number,
): WindowState {
  if (doc.publishFrom && Date.parse(doc.publishFrom) > now) return 'scheduled';
  if (doc.publishUntil && Date.parse(doc.publishUntil) <= now) return 'expired';
  return 'live';
}
