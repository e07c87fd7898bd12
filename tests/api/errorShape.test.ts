import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from './helpers/server.ts';
import { startSynced } from './helpers/sync.ts';
import { nth } from '../support/nth.ts';

/**
 * Issue 20's fuzzing found 4xx answers without `errors` (401, 404, 415, bad JSON, a route's own 409), failures of
 * routes with a body taken for cancelled requests, and versions past int4 reaching PostgreSQL (500): every failure
 * now has the `{message, errors}` shape, `errors` empty when no field is to blame.
 */
let s: TestServer;
let token: string;

beforeAll(async () => {
  ({ s, token } = await startSynced(5));
});
afterAll(() => s.close());

async function send(method: string, url: string, init: { token?: string; type?: string; body?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.type) headers['content-type'] = init.type;
  const res = await fetch(s.url + url, { method, headers, body: init.body });
  return { status: res.status, body: (await res.json()) as unknown };
}

it('answers 401 without a session with {message, errors: {}}', async () => {
  expect(await send('POST', '/v1/promo', { type: 'application/json', body: '{}' })).toEqual({
    status: 401,
    body: { message: 'Please sign in', errors: {} },
  });
});

it('answers an unknown address with 404 {message, errors: {}}', async () => {
  expect(await send('PUT', '/v1/nowhere', { token })).toEqual({
    status: 404,
    body: { message: 'No route for PUT /v1/nowhere', errors: {} },
  });
});

it('answers broken JSON, an empty JSON body and a prototype key with 400 {message, errors: {}}', async () => {
  for (const body of ['{"title":', '', '{"__proto__":{"x":1}}']) {
    const r = await send('POST', '/v1/menuItems', { token, type: 'application/json', body });
    expect(r.status, body).toBe(400);
    expect(r.body, body).toMatchObject({ message: expect.any(String), errors: {} });
  }
});

it('answers a content type the route does not take with 415 {message, errors: {}}', async () => {
  const r = await send('POST', '/v1/menuItems', { token, type: 'application/xml', body: '<title>x</title>' });
  expect(r).toEqual({ status: 415, body: { message: expect.any(String), errors: {} } });
});

it("keeps a route's own details beside {message, errors}: an image in use is not deleted (409)", async () => {
  const form = new FormData();
  form.append('folder', 'faq');
  const { png } = await import('../fixtures/media/images.ts');
  form.append('file', new Blob([new Uint8Array(await png(1600, 900))], { type: 'image/png' }), 'x.png');
  const uploaded = (await (
    await fetch(`${s.url}/v1/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  ).json()) as {
    publicId: string;
    src: string;
    width: number;
    height: number;
  };
  const img = {
    publicId: uploaded.publicId,
    src: uploaded.src,
    width: uploaded.width,
    height: uploaded.height,
    alt: 'A question',
  };
  const faq = await send('POST', '/v1/faq-list', {
    token,
    type: 'application/json',
    body: JSON.stringify({ title: 'Question', img }),
  });
  expect(faq.status, JSON.stringify(faq.body)).toBe(201);
  const r = await send('DELETE', `/v1/media/${uploaded.publicId}`, { token });
  expect(r.status).toBe(409);
  expect(r.body).toMatchObject({ message: expect.any(String), errors: {}, uses: expect.any(Array) });
});

it('answers a failure inside a route that read a body with 500, not as a cancelled request', async () => {
  // Node marks a request stream destroyed once its body is read: that alone was taken for a client that left.
  await s.ctx.database.query('alter table documents rename to documents_gone');
  try {
    const r = await send('POST', '/v1/menuItems', {
      token,
      type: 'application/json',
      body: JSON.stringify({ title: 'Cars', linkPath: '/cars' }),
    });
    expect(r).toEqual({ status: 500, body: { message: 'Internal server error', errors: {} } });
  } finally {
    await s.ctx.database.query('alter table documents_gone rename to documents');
  }
});

it('answers a version past what the database stores with 400 {message, errors}, and changes nothing', async () => {
  const { data } = (await (
    await fetch(`${s.url}/v1/vehicles`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { stockid: string }[] };
  const url = `/v1/vehicles/${nth(data, 0).stockid}`;
  const before = await (await fetch(s.url + url, { headers: { authorization: `Bearer ${token}` } })).json();
  for (const [method, address, body] of [
    ['PUT', url, { version: 2 ** 40, active: false }],
    ['POST', '/v1/body-types', { cards: [], version: 2 ** 40 }],
    ['POST', '/v1/inventory', { inventoryThreshold: 5, notificationEmail: '', version: 2 ** 40 }],
  ] as const) {
    const r = await send(method, address, { token, type: 'application/json', body: JSON.stringify(body) });
    expect(r, address).toEqual({
      status: 400,
      body: { message: 'A value of the request is out of the range that can be stored', errors: {} },
    });
  }
  expect(await (await fetch(s.url + url, { headers: { authorization: `Bearer ${token}` } })).json()).toEqual(before);
});
