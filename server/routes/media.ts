import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_REMOVED,
  IMAGE_TOO_NARROW,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  mediaRecord,
  mediaUse,
} from '../../contract/content/api.ts';
import { errorBody } from '../../contract/errors.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { badRequest, notFound } from '../errors.ts';
import { detectFormat, encodeImage, readHeader } from '../media/images.ts';
import { contentTypeOf, createMediaStorage, type MediaStorage } from '../media/storage.ts';
import {
  IN_USE,
  NO_MEDIA,
  deleteUnusedMedia,
  findMedia,
  insertMedia,
  keysOf,
  toMediaRecord,
  usesOf,
  type MediaRow,
} from '../media/store.ts';
import { multipartLimits, readUpload } from '../media/upload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (local folder or S3 bucket), for any plugin that needs the files. */
    mediaStorage: MediaStorage;
  }
}

/** Only keys the server makes: `<folder>/<uuid>.<ext>` or `<folder>/<uuid>-<width>.webp`; nothing else is a file. */
const KEY =
  /^[a-z0-9][a-z0-9-]{0,39}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[1-9][0-9]{0,4})?\.(jpg|png|webp|avif)$/;
const NO_FILE_HERE = 'There is no such image';

/**
 * Uploaded images can be anything an admin's browser sent: served inert (no sniffing, a sandbox CSP that runs
 * nothing even if opened as a page), cacheable for good (names are random and never reused), and embeddable by the
 * public website on its own origin (helmet's Cross-Origin-Resource-Policy is same-origin).
 */
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
  'cache-control': 'public, max-age=31536000, immutable',
  'cross-origin-resource-policy': 'cross-origin',
};

const idParams = z.strictObject({ publicId: z.string().trim().min(1).max(200) });
const inUseBody = z.object({ message: z.string(), uses: z.array(mediaUse) });
const TAGS = ['media'];

/** `GET /media/*`: public, the public website shows these images. */
async function servedMedia(app: FastifyInstance) {
  const storage = app.mediaStorage;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/*',
    {
      schema: {
        tags: TAGS,
        security: [],
        summary: 'An uploaded image or one of its WebP variants (public)',
        params: z.object({ '*': z.string() }),
        response: { 404: errorBody },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // The pattern is the path check: no `..`, no backslash, no encoded separator can match it.
      const file = KEY.test(key) ? await storage.get(key) : null;
      if (!file) throw notFound(NO_FILE_HERE);
      const name = key.slice(key.indexOf('/') + 1);
      // The untyped reply: the typed one accepts only the declared JSON bodies, and a stream is never serialised.
      return (reply as FastifyReply)
        .headers({
          ...SERVED_HEADERS,
          'content-length': String(file.length),
          'content-disposition': `inline; filename="${name}"`,
        })
        .type(contentTypeOf(key)) // by our own key, whatever the store recorded
        .send(file.body);
    },
  );
}

/** `/v1/media`: upload, read, delete; admins only. */
async function mediaAdmin(app: FastifyInstance) {
  requireAdmin(app);
  // In this scope only: nowhere else in the API takes multipart bodies.
  await app.register(multipart, { limits: multipartLimits });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.database.db;
  const storage = app.mediaStorage;

  /** Every key of an image, best effort: a file left behind is wasted space, not a broken page. */
  const removeFiles = async (keys: string[]) => {
    const results = await Promise.allSettled(keys.map((k) => storage.remove(k)));
    const failed = results.flatMap((res, i) =>
      res.status === 'rejected' ? [{ key: keys[i], reason: String(res.reason) }] : [],
    );
    if (failed.length) app.log.warn({ failed }, 'media files could not be removed');
  };

  r.post(
    '/v1/media',
    {
      config: { upload: true },
      schema: {
        tags: TAGS,
        summary: 'Upload an image',
        description:
          `multipart/form-data with \`file\` (JPEG, PNG, WebP or AVIF, recognised by its bytes; at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB and ` +
          `${MEDIA_MAX_PIXELS / 1e6} megapixels), \`folder\` (1-40 of a-z, 0-9, -), \`preset\` (default | blog: the widths of the WebP variants) ` +
          'and optionally `target`, the image field it is for (`promo.img`, `carousel.subCategories[].logoImage`): then the folder may be left out ' +
          "(the field's own), and an image narrower than the field's minimum width is refused. " +
          'The image is turned upright, stripped of all metadata, re-encoded and stored under a random name. ' +
          '413: file too large; 415: not an accepted image; 400: bad field, too many pixels, too narrow for its target, or a damaged image.',
        consumes: ['multipart/form-data'],
        response: { 201: mediaRecord, 400: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readUpload(request);
      const { format, ext } = await detectFormat(upload.bytes);
      const header = await readHeader(upload.bytes);
      // An upload that names its field is refused before any encoding when it is narrower than the field takes.
      if (upload.field && header.width < upload.field.minWidth) {
        const message = IMAGE_TOO_NARROW(upload.field.minWidth, header.width, header.height);
        throw badRequest(message, { file: message });
      }
      const image = await encodeImage(upload.bytes, format, upload.preset, header);
      const publicId = randomUUID();
      const base = `${upload.folder}/${publicId}`;
      const main = { key: `${base}.${ext}`, data: image.main.data };
      const variants = image.variants.map((v) => ({ width: v.width, key: `${base}-${v.width}.webp`, data: v.data }));
      const files = [main, ...variants];
      const row: MediaRow = {
        publicId,
        folder: upload.folder,
        preset: upload.preset,
        width: image.main.width,
        height: image.main.height,
        format,
        bytes: image.main.data.length,
        variants: variants.map((v) => ({ width: v.width, key: v.key })),
        storageKey: main.key,
        createdAt: ctx.clock.now(),
        createdBy: user.email,
      };
      // Files first, then the row: a row never names a file that is not there.
      try {
        const stored = await Promise.allSettled(files.map((f) => storage.put(f.key, f.data, contentTypeOf(f.key))));
        const failure = stored.find((s) => s.status === 'rejected');
        if (failure) throw failure.reason;
        await insertMedia(db, row);
      } catch (err) {
        await removeFiles(files.map((f) => f.key));
        throw err;
      }
      const { bytes, width: w, height: h } = row;
      await audit(
        db,
        {
          action: 'media.upload',
          actorId: user.id,
          actorEmail: user.email,
          target: publicId,
          details: { folder: row.folder, preset: row.preset, format, bytes, width: w, height: h },
        },
        ctx.clock.now(),
      );
      return reply.code(201).send(toMediaRecord(row));
    },
  );

  r.get(
    '/v1/media/:publicId',
    {
      schema: {
        tags: TAGS,
        summary: 'An image and the places that use it',
        params: idParams,
        response: { 200: mediaRecord.extend({ uses: z.array(mediaUse) }), 404: errorBody },
      },
    },
    async (request) => {
      const { publicId } = request.params;
      const row = await findMedia(db, publicId);
      if (!row) throw notFound(NO_MEDIA(publicId));
      return { ...toMediaRecord(row), uses: await usesOf(db, publicId) };
    },
  );

  r.delete(
    '/v1/media/:publicId',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete an image no document or revision uses',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), 404: errorBody, 409: inUseBody },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { publicId } = request.params;
      const { row, uses } = await deleteUnusedMedia(db, publicId);
      if (!row) throw notFound(NO_MEDIA(publicId));
      if (uses.length) return reply.code(409).send({ message: IN_USE(uses), uses });
      await removeFiles(keysOf(row));
      await audit(
        db,
        {
          action: 'media.delete',
          actorId: user.id,
          actorEmail: user.email,
          target: publicId,
          details: { folder: row.folder, key: row.storageKey },
        },
        ctx.clock.now(),
      );
      return { message: IMAGE_REMOVED };
    },
  );
}

/**
 * Media (issue 16): the store is built from the configuration once and decorated on the app itself, so other
 * plugins can reach the files; the routes live in their own scopes (public files, admin API).
 */
export async function mediaRoutes(app: FastifyInstance) {
  const storage = createMediaStorage(app.ctx.config);
  app.decorate('mediaStorage', storage);
  app.addHook('onClose', () => storage.close());
  await app.register(servedMedia);
  await app.register(mediaAdmin);
}
// What fastify-plugin sets: the decoration above reaches the app instead of staying in this plugin's scope.
Object.assign(mediaRoutes, { [Symbol.for('skip-override')]: true });
