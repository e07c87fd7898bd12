import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  humanize,
  normalizeInput,
  POSITION_NOT_EDITABLE,
  publicUrlsOf,
  VERSION_REQUIRED,
  windowState,
  type CollectionDeclaration,
} from '../../contract/content/index.ts';
import { currentUser } from '../auth/guard.ts';
import { badRequest } from '../errors.ts';
import type { PublicCache } from './publicCache.ts';
import {
  createDocument,
  deleteDocument,
  getRevision,
  present,
  SINGLETON_ID,
  updateDocument,
  type Actor,
} from './store.ts';
import { isDeepStrictEqual } from 'node:util';
import { contentHooks } from './hooks/index.ts';
import { checkContent, contentOf, firstMessage, parseContent } from './validate.ts';
import type { Webhook } from './webhook.ts';

type Row = Awaited<ReturnType<typeof createDocument>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The version the admin edited: `version` in the body, else an `If-Match` header ("3", W/"3" or 3). */
export function versionOf(request: FastifyRequest, required: boolean): number | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === 'object' ? body.version : undefined;
  if (fromBody !== undefined) {
    if (typeof fromBody !== 'number' || !Number.isInteger(fromBody) || fromBody < 0)
      throw badRequest('version must be a whole number', { version: 'Must be a whole number' });
    return fromBody;
  }
  const header = request.headers['if-match'];
  const m = typeof header === 'string' ? /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim()) : null;
  if (m) return Number(m[1]);
  if (header !== undefined)
    throw badRequest('If-Match must be a version number', { version: 'If-Match must be a version number' });
  if (required) throw badRequest(VERSION_REQUIRED, { version: VERSION_REQUIRED });
  return undefined;
}

/**
 * The write side of every collection: validate with the declaration, store with its revision, drop the public
 * cache everywhere, notify the public site when a published item changed; audited with the store's write. Plain
 * CRUD needs nothing more.
 */
export function contentWrites(app: FastifyInstance, cache: PublicCache, webhook: Webhook) {
  const { ctx } = app;
  const db = ctx.database.db;
  const actorOf = (request: FastifyRequest): Actor & { id: string } => {
    const user = currentUser(request);
    return { id: user.id, email: user.email };
  };

  const isPublic = (c: CollectionDeclaration, row: Row | null) => {
    if (!row) return false;
    if (c.publishFlag && row.data[c.publishFlag] !== true) return false;
    return !c.publishWindow || windowState(row.data, ctx.clock.now().getTime()) !== 'expired';
  };

  /** After the commit (the audit line is written in the change's own transaction, server/content/store.ts). */
  async function after(c: CollectionDeclaration, action: string, before: Row | null, row: Row | null) {
    await cache.changed(c.name);
    if (c.publicPath && webhook.enabled && (isPublic(c, before) || isPublic(c, row) || c.kind === 'singleton')) {
      webhook.notify({
        event: 'content.changed',
        collection: c.name,
        paths: publicUrlsOf(c),
        id: (row ?? before)?.id ?? null,
        at: ctx.clock.now().toISOString(),
      });
    }
    const id = (row ?? before)?.id;
    const hook = contentHooks[c.name]?.afterWrite;
    if (hook && id)
      await hook({ op: action as 'create', before: before?.data ?? null, after: row?.data ?? null, id }, db);
  }

  const validated = async (
    c: CollectionDeclaration,
    input: Record<string, unknown>,
    id: string | null,
    current: Record<string, unknown> | null = null,
  ) => {
    const hook = contentHooks[c.name];
    let data = parseContent(c, input);
    if (hook?.prepare) data = await hook.prepare(data, { db, id, current });
    data = await checkContent(db, c, data, id, current);
    const errors = hook?.check ? await hook.check(data, { db, id, current }) : {};
    if (Object.keys(errors).length) throw badRequest(firstMessage(c, errors), errors);
    return data;
  };

  /** Fields fixed at creation: an update that sends another value is refused, naming the field. */
  const refuseImmutable = (
    c: CollectionDeclaration,
    input: Record<string, unknown>,
    current: Record<string, unknown>,
  ) => {
    const errors: Record<string, string> = {};
    for (const field of c.immutable ?? []) {
      if (field in input && !isDeepStrictEqual(input[field], current[field])) {
        errors[field] =
          `${c.labels?.[field as keyof typeof c.labels] ?? humanize(field)} cannot be changed after it is created`;
      }
    }
    const [first] = Object.values(errors);
    if (first !== undefined) throw badRequest(first, errors);
  };

  /**
   * `position` is kept by the server (contentOf drops it with the envelope): another one than the item's is refused,
   * naming the order route, instead of answering success and keeping the old place.
   */
  const refuseMove = (c: CollectionDeclaration, body: unknown, position: number) => {
    const b = isRecord(body) ? body : {};
    const sent = 'position' in b ? b.position : isRecord(b.data) ? b.data.position : undefined;
    if (sent === undefined || sent === position) return;
    const message = POSITION_NOT_EDITABLE(c.label, c.name, position, c.kind === 'list' && c.orderBy === 'position');
    throw badRequest(message, { position: message });
  };

  return {
    async create(c: CollectionDeclaration, request: FastifyRequest, id?: string) {
      const input = normalizeInput(c, contentOf(request.body));
      const data = await validated(c, { ...c.defaults, ...input }, null);
      const row = await createDocument(db, c, data, actorOf(request), ctx.clock.now(), id);
      await after(c, 'create', null, row);
      return { ...present(row), ...c.answers.created };
    },
    async update(c: CollectionDeclaration, request: FastifyRequest, id: string) {
      const version = versionOf(request, true)!;
      const input = normalizeInput(c, contentOf(request.body));
      const { row, before, changed } = await updateDocument(
        db,
        c,
        id,
        version,
        (current) => {
          refuseMove(c, request.body, current.position);
          refuseImmutable(c, input, current.data);
          return validated(c, { ...current.data, ...input }, id, current.data);
        },
        actorOf(request),
        ctx.clock.now(),
      );
      if (changed) await after(c, 'update', before, row);
      return { ...present(row), ...c.answers.updated };
    },
    /** A singleton's first save creates its one row (version 0 = never saved). */
    async writeSingleton(c: CollectionDeclaration, request: FastifyRequest, stored: boolean) {
      if (!stored) {
        if (versionOf(request, true) !== 0)
          throw badRequest('This setting was never saved: send version 0', { version: 'Must be 0' });
        // A settings save: the answer says saved, as every later save of it does.
        return { ...(await this.create(c, request, SINGLETON_ID)), ...c.answers.updated };
      }
      return this.update(c, request, SINGLETON_ID);
    },
    async remove(c: CollectionDeclaration, request: FastifyRequest, id: string) {
      const row = await deleteDocument(db, c, id, versionOf(request, false), actorOf(request), ctx.clock.now());
      await after(c, 'delete', row, null);
      return { ...present(row), ...c.answers.deleted };
    },
    async restore(c: CollectionDeclaration, request: FastifyRequest, id: string, revision: number) {
      const version = versionOf(request, true)!;
      const rev = await getRevision(db, c, id, revision);
      if (!rev || rev.op === 'delete')
        throw badRequest(`Version ${revision} of this item does not exist`, { revision: 'No such version' });
      const { row, before, changed } = await updateDocument(
        db,
        c,
        id,
        version,
        (current) => validated(c, rev.data, id, current.data),
        actorOf(request),
        ctx.clock.now(),
        revision,
      );
      if (!changed)
        return {
          ...present(row),
          status: 'success',
          message: `Version ${revision} has the same content as the current version: nothing to restore`,
        };
      await after(c, 'restore', before, row);
      return { ...present(row), status: 'success', message: `Version ${revision} restored as version ${row.version}` };
    },
  };
}
export type ContentWrites = ReturnType<typeof contentWrites>;
