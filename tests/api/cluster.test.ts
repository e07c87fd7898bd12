import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRecord } from '../../contract/content/api.ts';
import { jpeg } from '../fixtures/media/images.ts';
import { client, lastLinkTo, tokenOf } from './helpers/client.ts';
import {
  cutListeningConnections,
  firstAdminToken,
  startCluster,
  type Cluster,
  type Instance,
} from './helpers/cluster.ts';
import { openEvents } from './helpers/events.ts';
import { firstOf } from '../support/nth.ts';

/**
 * Several API instances on one PostgreSQL, media on one S3 bucket, every case run against both at once. PGlite is
 * one process (a second one refuses its data folder), so this suite needs a PostgreSQL server: TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'correct horse battery staple';

let cluster: Cluster;
let a: Instance;
let b: Instance;
let adminToken: string;

const api = (i: Instance) => client(i.url);
const profileStatus = async (i: Instance, token: string) => (await api(i).get('/v1/auth/profile', token)).status;
const signIn = (i: Instance, email: string, password: string) =>
  api(i).post<{ token: string; _id: string }>('/v1/auth/login', { email, password });

/** An admin invited through `via` (its outbox holds the mail) who has set a password. */
async function invitedAdmin(via: Instance, email: string) {
  expect((await api(via).post('/v1/users/invite', { email }, adminToken)).status).toBe(201);
  const set = await api(via).post(
    '/v1/users/set-password',
    { password: PASSWORD },
    tokenOf(lastLinkTo(via.outboxDir, email)),
  );
  expect(set.status).toBe(200);
  return { email, password: PASSWORD };
}

interface SyncStatus {
  lastUpdated: { isInProgress: boolean };
  totalResults: { VehiclesCount: number };
  runs: Array<{ id: number; status: string }>;
}
const syncStatus = async (i: Instance) => (await api(i).get<SyncStatus>('/v1/sync/status', adminToken)).body;

const publicMenu = (i: Instance) => api(i).get<Array<{ title: string }>>('/v1/public/menuItems');
/** Reads the public menu of `i` until it lists `title`; fails when `ms` have passed without it. */
async function inPublicMenuWithin(i: Instance, title: string, ms: number) {
  const end = Date.now() + ms;
  for (;;) {
    const res = await publicMenu(i);
    if (res.body.some((m) => m.title === title)) return res;
    if (Date.now() > end)
      throw new Error(`"${title}" not in ${i.name}'s public menu after ${ms} ms: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(!serverUrl)(
  'two API instances on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite is one process)',
  () => {
    beforeAll(async () => {
      cluster = await startCluster(serverUrl!, 2, { DMS_SANDBOX_VEHICLES: '1500', SYNC_PAGE_SIZE: '50' });
      [a, b] = firstOf(cluster.instances, 2);
      adminToken = await firstAdminToken(cluster);
    }, 120_000);
    afterAll(() => cluster?.close());

    it('a session opened on one instance is valid on the other', async () => {
      const onA = await signIn(a, 'admin@example.com', PASSWORD);
      const onB = await signIn(b, 'admin@example.com', PASSWORD);
      expect([onA.status, onB.status]).toEqual([200, 200]);
      expect(await profileStatus(b, onA.body.token)).toBe(200);
      expect(await profileStatus(a, onB.body.token)).toBe(200);
    });

    it('signing out on one instance is refused on the other on the very next request', async () => {
      // Several rounds, each token just used on the other instance: a per-instance cache of checked sessions would keep it.
      for (let round = 0; round < 5; round++) {
        const [here, there] = round % 2 ? [b, a] : [a, b];
        const { token } = (await signIn(here, 'admin@example.com', PASSWORD)).body;
        expect(await profileStatus(there, token)).toBe(200);
        expect((await api(here).post('/v1/auth/logout', undefined, token)).status).toBe(200);
        expect(await profileStatus(there, token), `round ${round}`).toBe(401);
        expect(await profileStatus(here, token)).toBe(401);
      }
    });

    it('deleting an admin on one instance refuses their session on the other on the very next request', async () => {
      const doomed = await invitedAdmin(a, 'leaving@example.com');
      const login = await signIn(b, doomed.email, doomed.password);
      expect(login.status).toBe(200);
      expect(await profileStatus(b, login.body.token)).toBe(200);
      expect((await api(a).del(`/v1/users/${login.body._id}`, adminToken)).status).toBe(200);
      expect(await profileStatus(b, login.body.token)).toBe(401);
      expect(await profileStatus(a, login.body.token)).toBe(401);
    });

    describe('one sync for the whole deployment', () => {
      let streams: Array<Awaited<ReturnType<typeof openEvents>>> = [];
      afterAll(() => Promise.all(streams.map((s) => s.close())));

      it('a sync started on each instance at the same moment runs once', async () => {
        // Each instance mounts its own sandbox DMS; slow both so the run lasts long enough to report progress.
        for (const i of [a, b]) {
          const res = await fetch(`${i.url}/dms-sandbox/__faults`, {
            method: 'POST',
            headers: { 'x-api-key': cluster.dmsKey, 'content-type': 'application/json' },
            body: JSON.stringify({ latencyMs: 250 }),
          });
          expect(res.status).toBe(200);
        }
        streams = await Promise.all([openEvents(a.url, adminToken), openEvents(b.url, adminToken)]);
        for (const s of streams) await s.waitFor('status');
        const runsBefore = (await syncStatus(a)).runs.length;

        const answers = await Promise.all(
          [a, b].map((i) => api(i).put<{ message: string; runId?: number }>('/v1/vehicles', undefined, adminToken)),
        );
        expect(answers.map((r) => r.status).sort()).toEqual([202, 409]);
        expect(answers.find((r) => r.status === 409)?.body.message).toMatch(/already running/);
        const runId = answers.find((r) => r.status === 202)?.body.runId;

        // Both instances see it running, and a third attempt on either is refused while it does.
        for (const i of [a, b]) expect((await syncStatus(i)).lastUpdated.isInProgress).toBe(true);
        expect((await api(b).put('/v1/vehicles', undefined, adminToken)).status).toBe(409);

        await Promise.all(streams.map((s) => s.waitFor('finished', 60_000)));
        const after = await syncStatus(b);
        expect(after.runs.length).toBe(runsBefore + 1);
        expect(after.runs[0]).toMatchObject({ id: runId, status: 'succeeded' });
        expect(after.totalResults.VehiclesCount).toBe(1500);
      }, 90_000);

      it("both instances' event-stream clients see its progress and completion", async () => {
        expect(streams).toHaveLength(2);
        for (const s of streams) {
          const names = s.events.map((e) => e.event);
          expect(names).toContain('started');
          expect(names).toContain('progress');
          expect(names.filter((n) => n === 'finished')).toHaveLength(1);
          const finished = s.events.find((e) => e.event === 'finished')!;
          expect(finished.data).toMatchObject({
            counts: { VehiclesCount: 1500 },
            lastUpdated: { isInProgress: false },
          });
          // Progress never comes after the completion: the instance that ran it published them in order.
          expect(names.lastIndexOf('progress')).toBeLessThan(names.indexOf('finished'));
        }
      });
    });

    it("a content save on one instance is in the other's public API within one second", async () => {
      const before = await publicMenu(b);
      expect(before.status).toBe(200);
      const etagBefore = before.headers.get('etag')!;
      // Read twice so the other instance certainly answers from what it keeps.
      expect((await publicMenu(b)).headers.get('etag')).toBe(etagBefore);

      const created = await api(a).post<{ _id: string; version: number }>(
        '/v1/menuItems/createMenu',
        { data: { title: 'Cluster', linkPath: '/cluster' } },
        adminToken,
      );
      expect(created.status).toBe(201);
      const afterCreate = await inPublicMenuWithin(b, 'Cluster', 1_000);
      expect(afterCreate.headers.get('etag')).not.toBe(etagBefore);
      const revalidated = await fetch(`${b.url}/v1/public/menuItems`, { headers: { 'if-none-match': etagBefore } });
      expect(revalidated.status).toBe(200);

      const edited = await api(a).post(
        '/v1/menuItems/updateMenuItem',
        { _id: created.body._id, version: created.body.version, title: 'Cluster edited', linkPath: '/cluster' },
        adminToken,
      );
      expect(edited.status).toBe(200);
      await inPublicMenuWithin(b, 'Cluster edited', 1_000);
    });

    it("a content save reaches the other instance's public API even after its listening connection was cut", async () => {
      expect((await publicMenu(b)).status).toBe(200);
      // Two buses (sync events, content changes) on each of the two instances.
      expect(await cutListeningConnections(cluster)).toBe(4);
      const created = await api(a).post<{ _id: string; version: number }>(
        '/v1/menuItems/createMenu',
        { data: { title: 'After the cut', linkPath: '/after-cut' } },
        adminToken,
      );
      expect(created.status).toBe(201);
      // Sent while nobody listened: B drops what it kept once it listens again (after half a second or so).
      await inPublicMenuWithin(b, 'After the cut', 3_000);
      // And it listens again (reopened within a second or so): the next save is there within the second, as before.
      await new Promise((r) => setTimeout(r, 1_500));
      await inPublicMenuWithin(b, 'After the cut', 0);
      const edited = await api(a).post(
        '/v1/menuItems/updateMenuItem',
        { _id: created.body._id, version: created.body.version, title: 'Heard again', linkPath: '/after-cut' },
        adminToken,
      );
      expect(edited.status).toBe(200);
      await inPublicMenuWithin(b, 'Heard again', 1_000);
    });

    it('an image uploaded through one instance is served by the other', async () => {
      const bytes = await jpeg(1000, 600);
      const form = new FormData();
      form.append('folder', 'home-images');
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'car.jpg');
      const res = await fetch(`${a.url}/v1/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
        body: form,
      });
      expect(res.status).toBe(201);
      const record = (await res.json()) as MediaRecord;
      for (const src of [record.src, ...record.variants.map((v) => v.src)]) {
        const [fromA, fromB] = firstOf(
          await Promise.all(
            [a, b].map(async (i) => {
              const r = await fetch(i.url + src);
              return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()) };
            }),
          ),
          2,
        );
        expect(fromB.status, src).toBe(200);
        expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
      }
      expect((await api(b).get(`/v1/media/${record.publicId}`, adminToken)).status).toBe(200);
    });

    it('login throttling counts failures across both instances', async () => {
      const target = await invitedAdmin(a, 'throttled@example.com');
      // Five failures (LOGIN_MAX_FAILURES), alternating between the instances.
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await signIn(attempt % 2 ? b : a, target.email, 'not the password at all');
        expect(res.status, `attempt ${attempt + 1}`).toBe(401);
      }
      for (const i of [a, b]) {
        const res = await signIn(i, target.email, target.password);
        expect(res.status, i.name).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  },
);
