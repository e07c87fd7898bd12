import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import {
  COPY_PREFIX,
  OPS_TOKEN_HEADER,
  PGLITE_COPY_PATH,
  removeEndpoint,
  writeEndpoint,
  type CopyAnswer,
} from '../ops/endpoint.ts';

/** The connection's own peer (never X-Forwarded-For): loopback, or this machine's own address it was reached on. */
function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket;
  if (!remoteAddress || !ipaddr.isValid(remoteAddress)) return false;
  const peer = ipaddr.process(remoteAddress);
  return peer.range() === 'loopback' || remoteAddress === localAddress;
}

function tokenMatches(given: unknown, expected: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const buf = Buffer.from(given);
  return buf.length === expected.length && timingSafeEqual(buf, expected);
}

/**
 * Operator route for `npm run backup` while the server holds a PGlite folder (no second process may open it): a
 * copy of the database files into a new folder inside the data folder, taken in one step; the tool opens the copy
 * and removes it. Registered on PGlite only (on PostgreSQL the tool opens its own
 * snapshot). Reachable only from this machine and with the random token written, owner-readable only, into the data
 * folder at each start: anyone else gets the plain 404 of an unknown address. Not in the OpenAPI document.
 */
export async function opsRoutes(app: FastifyInstance) {
  const { database, config } = app.ctx;
  const pglite = database.pglite;
  if (database.kind !== 'pglite' || !pglite) return;
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(token);

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!address || typeof address !== 'object') return;
    const host =
      ipaddr.isValid(address.address) && ipaddr.process(address.address).range() === 'unspecified'
        ? '127.0.0.1'
        : address.address;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    writeEndpoint(config.dataDir, { pid: process.pid, url, token });
  });
  app.addHook('onClose', async () => removeEndpoint(config.dataDir));

  app.post(PGLITE_COPY_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request) || !tokenMatches(request.headers[OPS_TOKEN_HEADER], expected))
      return reply.callNotFound();
    removeStaleCopies(config.dataDir);
    const folder = `${COPY_PREFIX}${randomUUID()}`;
    // A checkpoint first, so the copy has little WAL to replay when the tool opens it.
    await pglite.exec('CHECKPOINT');
    // No query runs while the files are copied (the engine writes only while it runs one): the copy is the database
    // as of one moment, and an uncommitted transaction in it is rolled back when the copy is opened, as after a
    // crash. This pause is all the backup costs the server's users.
    const started = performance.now();
    await pglite._runExclusiveQuery(() =>
      fsp.cp(path.join(config.dataDir, 'pglite'), path.join(config.dataDir, folder, 'pglite'), { recursive: true }),
    );
    const pauseMs = Math.round(performance.now() - started);
    request.log.info({ pauseMs, folder }, 'database copied for a backup');
    return reply.header('cache-control', 'no-store').send({ folder, pauseMs } satisfies CopyAnswer);
  });
}

/** Copies a backup tool left behind (it was killed): any older than an hour. */
function removeStaleCopies(dataDir: string) {
  for (const name of fs.readdirSync(dataDir)) {
    if (!name.startsWith(COPY_PREFIX)) continue;
    const full = path.join(dataDir, name);
    if (Date.now() - fs.statSync(full).mtimeMs > 3_600_000) fs.rmSync(full, { recursive: true, force: true });
  }
}
