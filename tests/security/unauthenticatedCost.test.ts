import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dmsEndpoints } from '../../contract/dms.ts';
import { ANONYMOUS_BODY_LIMIT } from '../../server/plugins/bodyLimits.ts';
import { DMS_PROBE_CACHE_MS } from '../../server/readiness.ts';
import { client } from '../api/helpers/client.ts';
import { firstAdmin } from '../api/helpers/accounts.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';

/** A body of `email` holding 499,000 zeros: 1 MB of valid JSON. */
const MEGABYTE_OF_ZEROS = `{"email":[${Array.from({ length: 499_000 }, () => '0').join(',')}],"password":"x"}`;

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('bodies of the routes anyone may call', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ DMS_SANDBOX_VEHICLES: '5', PUBLIC_SITE_KEY: 'k'.repeat(32) });
  });
  afterAll(() => s.close());

  it.each(['/v1/auth/login', '/v1/auth/forgot-password', '/v1/users/set-password', '/v1/public/referrals'])(
    'refuses a 1 MB body to %s with 413 and {message, errors}, before reading it',
    async (route) => {
      const res = await post(s.url + route, MEGABYTE_OF_ZEROS, {
        authorization: 'Bearer x',
        'x-public-site-key': 'k'.repeat(32),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: expect.any(String), errors: {} });
    },
  );

  it('refuses a body just past the limit with 413, and takes one just under it', async () => {
    const pad = (n: number) => JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(n) });
    const base = pad(0).length;
    expect((await post(`${s.url}/v1/auth/login`, pad(ANONYMOUS_BODY_LIMIT - base + 1))).status).toBe(413);
    // Under the limit the schema speaks (the password is too long), not the size.
    expect((await post(`${s.url}/v1/auth/login`, pad(ANONYMOUS_BODY_LIMIT - base))).status).toBe(400);
  });

  it('answers a deeply nested body under the limit with 400, never 500', async () => {
    const deep = `{"email":${'['.repeat(7000)}${']'.repeat(7000)},"password":"x"}`;
    const res = await post(`${s.url}/v1/auth/login`, deep);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: expect.any(Object) });
  });

  it('still names the array element holding a NUL character', async () => {
    const res = await client(s.url).post('/v1/auth/login', {
      email: ['a@example.com', 'b\u0000'],
      password: 'whatever it may be',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['email.1']);
  });
});

describe('/v1/ready', () => {
  let s: TestServer;
  let dmsCalls = 0;
  let dms: http.Server;
  beforeAll(async () => {
    // A stand-in for the DMS that counts what reaches it.
    dms = http.createServer((req, res) => {
      if (req.url?.startsWith(dmsEndpoints.vehicles.path)) dmsCalls++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[],"total":0}');
    });
    await new Promise<void>((resolve) => dms.listen(0, '127.0.0.1', resolve));
    s = await startServer({
      DMS_URL: `http://127.0.0.1:${(dms.address() as AddressInfo).port}`,
      DMS_API_KEY: 'a-dms-key-for-tests',
    });
  });
  afterAll(async () => {
    await s.close();
    dms.close();
  });

  it('asks the DMS once for many callers at once, and again only after a few seconds', async () => {
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => client(s.url).get<{ checks: { dms: { reachable: boolean } } }>('/v1/ready')),
      );
      expect(answers.every((a) => a.status === 200 && a.body.checks.dms.reachable)).toBe(true);
    }
    expect(dmsCalls).toBe(1);
    s.clock.advance(DMS_PROBE_CACHE_MS);
    await client(s.url).get('/v1/ready');
    expect(dmsCalls).toBe(2);
  });
});

/** Opens a raw connection; resolves when the server closes it, with what it answered. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += d.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.on('error', () => undefined);
  return { socket, closed };
}

/** Writes `parts` one every `gapMs` while the socket lasts; resolves true if every part was sent. */
async function drip(socket: net.Socket, parts: string[], gapMs: number): Promise<boolean> {
  for (const part of parts) {
    if (socket.destroyed) return false;
    socket.write(part);
    await new Promise((r) => setTimeout(r, gapMs));
  }
  return !socket.destroyed;
}

describe('slow clients', () => {
  let s: TestServer;
  let port: number;
  let token: string;
  beforeAll(async () => {
    s = await startServer({
      DMS_SANDBOX_VEHICLES: '5',
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '1500',
      MAX_CONNECTIONS: '6',
    });
    port = Number(new URL(s.url).port);
    token = (await firstAdmin(s)).token;
  });
  afterAll(() => s.close());

  it('closes a connection whose headers arrive one line at a time', async () => {
    const { socket, closed } = rawConnection(port);
    const lines = ['POST /v1/auth/login HTTP/1.1\r\n', ...Array.from({ length: 30 }, (_, i) => `x-slow-${i}: 1\r\n`)];
    const finished = await drip(socket, lines, 300);
    expect(finished).toBe(false);
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 and closes a connection whose body arrives a byte at a time', async () => {
    const { socket, closed } = rawConnection(port);
    socket.write(
      'POST /v1/auth/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 40\r\n\r\n',
    );
    const finished = await drip(socket, '{"email":"a@example.com","password":"x"}'.split(''), 300);
    expect(finished).toBe(false);
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"errors":{}');
  });

  it('keeps the sync event stream open past the request timeout (the answer is not timed)', async () => {
    const res = await fetch(`${s.url}/v1/vehicles/update-all`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    await new Promise((r) => setTimeout(r, 3500));
    // Still open: cancelling it is ours to do.
    await expect(reader.cancel()).resolves.toBeUndefined();
  });

  it('lets an upload take longer than the request timeout', async () => {
    const { jpeg } = await import('../fixtures/media/images.ts');
    const form = new FormData();
    form.append('folder', 'home-images');
    form.append('file', new Blob([new Uint8Array(await jpeg(300, 200))], { type: 'image/jpeg' }), 'photo.jpg');
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type')!;
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${s.url}/v1/media`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': bytes.length },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const quarter = Math.ceil(bytes.length / 4);
      let i = 0;
      const next = () => {
        if (i >= 4) return void req.end();
        req.write(bytes.subarray(i * quarter, (i + 1) * quarter));
        i++;
        setTimeout(next, 800);
      };
      next();
    });
    expect(status).toBe(201);
  });

  it('accepts no more connections than MAX_CONNECTIONS at once', async () => {
    const held = Array.from({ length: 6 }, () => rawConnection(port));
    await Promise.all(held.map(({ socket }) => new Promise((r) => socket.once('connect', r))));
    await new Promise((r) => setTimeout(r, 100));
    const extra = rawConnection(port);
    extra.socket.write('GET /v1/health HTTP/1.1\r\nhost: x\r\n\r\n');
    expect(await extra.closed).toBe('');
    for (const { socket } of held) socket.destroy();
    await new Promise((r) => setTimeout(r, 200));
    expect((await client(s.url).get('/v1/health')).status).toBe(200);
  });
});
