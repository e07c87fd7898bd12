import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_DOCUMENT, VERSION_REQUIRED, type ContentDocument, type Revision } from '../../contract/content/index.ts';
import { media } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth, firstOf } from '../support/nth.ts';

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Doc = ContentDocument & { status?: string; message?: string; title?: string; linkPath?: string };
type Failure = { message: string; errors?: Record<string, string> };

const call = <T = Doc>(method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  api.call<T>(method, url, { token, body, headers });

/** A media row as an upload leaves it (the upload itself is media.test.ts's subject). */
async function storedImage(publicId: string, width: number, height: number) {
  await s.ctx.database.db.insert(media).values({
    publicId,
    folder: 'home-images',
    preset: 'default',
    width,
    height,
    format: 'jpeg',
    bytes: 1000,
    variants: [{ width: 480, key: `home-images/${publicId}-w480.webp` }],
    storageKey: `home-images/${publicId}.jpg`,
    createdAt: new Date(),
  });
  return {
    publicId,
    src: `/media/home-images/${publicId}.jpg`,
    width,
    height,
    alt: 'A red hatchback on a coastal road',
  };
}

beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
  api = client(s.url);
});
afterAll(() => s.close());

describe('content API: sign-in and shapes', () => {
  it('refuses every admin content route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/v1/promo'],
      ['POST', '/v1/menuItems/createMenu'],
      ['PUT', '/v1/hero-carousel-setting'],
      ['GET', '/v1/content/promo/x/revisions'],
      ['GET', '/v1/promo/primary'],
    ] as const) {
      const res = await api.call(method, url, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it('a fresh install has three hidden banner slots and the public site sees none', async () => {
    const res = await call<Doc[]>('GET', '/v1/promo');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body.every((d) => d.visible === false && d.version === 1 && d._id === d.id)).toBe(true);
    expect((await api.get('/v1/public/promo')).body).toEqual([]);
    expect((await call('GET', '/v1/promo/primary')).status).toBe(404);
  });
});

describe('menu items: the spec calls and their answers', () => {
  let item: Doc;
  it('adds with POST /menuItems/createMenu (body data) and answers status success', async () => {
    const res = await call('POST', '/v1/menuItems/createMenu', {
      data: { title: 'Inventory', linkPath: '/inventory' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Data added successfully',
      title: 'Inventory',
      linkPath: '/inventory',
      version: 1,
    });
    item = res.body;
  });

  it('names each broken field with its message and changes nothing', async () => {
    const bad = await call<Failure>('POST', '/v1/menuItems/createMenu', {
      data: { title: '', linkPath: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      title: 'Title is required',
      linkPath: 'Enter a path starting with / or an http(s) address',
    });
    const extra = await call<Failure>('POST', '/v1/menuItems', {
      title: 'Finance',
      linkPath: '/finance',
      __proto__x: 1,
      admin: true,
    });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toMatchObject({ admin: 'Unknown field admin' });
    const dup = await call<Failure>('POST', '/v1/menuItems/createMenu', { title: 'INVENTORY', linkPath: '/other' });
    expect(dup.status).toBe(400);
    expect(dup.body.errors?.title).toBe('Data already exists with title - INVENTORY');
    expect((await call<Doc[]>('GET', '/v1/menuItems')).body).toHaveLength(1);
  });

  it('edits with POST /menuItems/updateMenuItem carrying _id and version', async () => {
    const res = await call('POST', '/v1/menuItems/updateMenuItem', {
      _id: item._id,
      version: item.version,
      title: 'Our inventory',
      linkPath: '/inventory',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'Success!', title: 'Our inventory', version: 2 });
    item = res.body;
  });

  it('deletes with DELETE /menuItems/{id} and answers status deleted', async () => {
    const extra = (await call('POST', '/v1/menuItems', { title: 'Blog', linkPath: '/blog' })).body;
    const res = await call('DELETE', `/v1/menuItems/${extra._id}`);
    expect(res.body).toMatchObject({ status: 'deleted', message: 'Data deleted successfully' });
    expect((await call('GET', `/v1/menuItems/${extra._id}`)).status).toBe(404);
  });
});

describe('versions: stale writes are refused', () => {
  it('asks for the version, refuses a stale one with 412 and changes nothing', async () => {
    const [slot] = firstOf((await call<Doc[]>('GET', '/v1/promo')).body, 1);
    const none = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, { title: 'Spring sale' });
    expect(none.status).toBe(400);
    expect(none.body.errors?.version).toBe(VERSION_REQUIRED);
    const ok = await call('PATCH', `/v1/promo/${slot._id}`, { title: 'Spring sale', version: slot.version });
    expect(ok.body.version).toBe(slot.version + 1);
    const stale = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, {
      title: 'Overwritten?',
      version: slot.version,
    });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(STALE_DOCUMENT);
    expect((await call('GET', `/v1/promo/${slot._id}`)).body.title).toBe('Spring sale');
    const viaHeader = await call(
      'PATCH',
      `/v1/promo/${slot._id}`,
      { title: 'Spring sale!' },
      { 'if-match': `"${ok.body.version}"` },
    );
    expect(viaHeader.status).toBe(200);
    expect(
      (await call('PATCH', `/v1/promo/${slot._id}`, { title: 'x' }, { 'if-match': `"${ok.body.version}"` })).status,
    ).toBe(412);
  });

  it('of two concurrent saves of one version exactly one wins', async () => {
    const created = (await call('POST', '/v1/menuItems', { title: 'Race', linkPath: '/race' })).body;
    const saves = await Promise.all(
      ['First', 'Second', 'Third', 'Fourth'].map((t) =>
        call('PUT', `/v1/menuItems/${created._id}`, { ...created, title: `Race ${t}` }),
      ),
    );
    expect(saves.map((r) => r.status).sort()).toEqual([200, 412, 412, 412]);
    const winner = saves.find((r) => r.status === 200)!.body.title;
    expect((await call('GET', `/v1/menuItems/${created._id}`)).body).toMatchObject({ title: winner, version: 2 });
  });

  it('a delete carrying a stale version is refused', async () => {
    const created = (await call('POST', '/v1/menuItems', { title: 'Doomed', linkPath: '/doomed' })).body;
    await call('PUT', `/v1/menuItems/${created._id}`, { ...created, title: 'Doomed 2' });
    expect((await call('DELETE', `/v1/menuItems/${created._id}`, undefined, { 'if-match': '"1"' })).status).toBe(412);
  });
});

describe('revisions', () => {
  it('keeps every version with who changed which fields, and restores one as a new revision', async () => {
    const created = (await call('POST', '/v1/warranty', { title: 'Three-year cover' })).body;
    const v2 = (await call('PATCH', `/v1/warranty/${created._id}`, { title: 'Five-year cover', version: 1 })).body;
    const history = await call<{ data: Revision[] }>('GET', `/v1/content/warranty/${created._id}/revisions`);
    expect(history.body.data.map((r) => [r.version, r.op, r.changed])).toEqual([
      [2, 'update', ['title']],
      [1, 'create', expect.arrayContaining(['title', 'visible'])],
    ]);
    expect(nth(history.body.data, 0).by).toBe(s.config.ADMIN_EMAIL);
    const restored = await call('POST', `/v1/content/warranty/${created._id}/revisions/1/restore`, {
      version: v2.version,
    });
    expect(restored.body).toMatchObject({ title: 'Three-year cover', version: 3 });
    const again = await call('GET', `/v1/content/warranty/${created._id}/revisions`);
    expect((again.body as unknown as { data: Revision[] }).data[0]).toMatchObject({
      version: 3,
      op: 'restore',
      restoredFrom: 1,
    });
    const stale = await call('POST', `/v1/content/warranty/${created._id}/revisions/1/restore`, { version: 2 });
    expect(stale.status).toBe(412);
  });
});

describe('images in documents', () => {
  it('accepts an uploaded image with the field ratio and refuses other ratios, unknown images and missing alt text', async () => {
    const [slot] = firstOf((await call<Doc[]>('GET', '/v1/promo')).body, 1);
    const good = await storedImage('good-ratio', 1600, 1000);
    const square = await storedImage('square', 1000, 1000);
    const wrong = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, { img: square, version: slot.version });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.img).toMatch(/1\.6:1 ratio/);
    const unknown = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, {
      img: { ...good, publicId: 'nope' },
      version: slot.version,
    });
    expect(unknown.body.errors?.img).toMatch(/not uploaded here/);
    const noAlt = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, {
      img: { ...good, alt: '' },
      version: slot.version,
    });
    expect(noAlt.body.errors?.['img.alt']).toBeTruthy();
    const fileName = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, {
      img: { ...good, alt: 'IMG_2041.jpg' },
      version: slot.version,
    });
    expect(fileName.body.errors?.['img.alt']).toMatch(/not with its file name/);
    const ok = await call('PATCH', `/v1/promo/${slot._id}`, { img: good, version: slot.version });
    expect(ok.status).toBe(200);
  });
});

describe('public delivery', () => {
  it('serves published items only, public fields only, with an ETag and 304, fresh after each save', async () => {
    const slots = (await call<Doc[]>('GET', '/v1/promo')).body;
    const img = await storedImage('public-banner', 1600, 1000);
    const hiddenMissingImage = await call<Failure>('PATCH', `/v1/promo/${nth(slots, 1)._id}`, {
      visible: true,
      title: 'No image',
      version: nth(slots, 1).version,
    });
    expect(hiddenMissingImage.body.errors?.img).toBe('Image is required to show this item');
    const first = await api.get<unknown[]>('/v1/public/promo');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    expect((await api.call('GET', '/v1/public/promo', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const shown = await call('PATCH', `/v1/promo/${nth(slots, 1)._id}`, {
      visible: true,
      title: 'Winter deals',
      img,
      version: nth(slots, 1).version,
    });
    expect(shown.status).toBe(200);
    const after = await api.call<Record<string, unknown>[]>('GET', '/v1/public/promo', {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.body).toHaveLength(1);
    expect(Object.keys(nth(after.body, 0)).sort()).toEqual([
      '_id',
      'background',
      'img',
      'linkColor',
      'linkPath',
      'linkText',
      'publishFrom',
      'publishUntil',
      'text',
      'textColor',
      'title',
    ]);
    expect(nth(after.body, 0).img).toMatchObject({
      publicId: 'public-banner',
      srcset: '/media/home-images/public-banner-w480.webp 480w',
    });
    expect((await call('GET', '/v1/promo/primary')).body.title).toBe('Winter deals');
  });

  it('honours a publish window to the minute', async () => {
    const slots = (await call<Doc[]>('GET', '/v1/promo')).body;
    const slot = nth(slots, 2);
    const now = s.clock.now().getTime();
    const from = new Date(now + 10 * 60_000).toISOString();
    const until = new Date(now + 20 * 60_000).toISOString();
    const img = await storedImage('windowed', 1600, 1000);
    const saved = await call('PATCH', `/v1/promo/${slot._id}`, {
      visible: true,
      title: 'Weekend only',
      img,
      publishFrom: from,
      publishUntil: until,
      version: slot.version,
    });
    expect(saved.status).toBe(200);
    const titles = async () => (await api.get<{ title: string }[]>('/v1/public/promo')).body.map((d) => d.title);
    expect(await titles()).not.toContain('Weekend only');
    s.clock.advance(10 * 60_000 - 1000);
    expect(await titles()).not.toContain('Weekend only');
    s.clock.advance(1000);
    expect(await titles()).toContain('Weekend only');
    s.clock.advance(10 * 60_000);
    expect(await titles()).not.toContain('Weekend only');
    const reversed = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, {
      publishFrom: until,
      publishUntil: from,
      version: saved.body.version,
    });
    expect(reversed.body.errors?.publishUntil).toBe('The end of the publish window must come after its start');
  });

  it('serves a singleton with its defaults until saved, then with what was saved', async () => {
    expect((await api.get('/v1/public/hero-carousel-setting')).body).toEqual({
      sliderSpeed: 300,
      autoPlay: true,
      interval: 6,
    });
    const read = await call('GET', '/v1/hero-carousel-setting');
    expect(read.body).toMatchObject({ sliderSpeed: 300, version: 0 });
    const bad = await call<Failure>('PUT', '/v1/hero-carousel-setting', { sliderSpeed: 'fast', version: 0 });
    expect(bad.body.errors?.sliderSpeed).toBe('Enter a number of milliseconds');
    const saved = await call('PUT', '/v1/hero-carousel-setting', { ...read.body, sliderSpeed: 450 });
    expect(saved.body).toMatchObject({ sliderSpeed: 450, version: 1, message: 'Success!' });
    expect((await call('PUT', '/v1/hero-carousel-setting', { sliderSpeed: 500, version: 0 })).status).toBe(412);
    expect((await call('PUT', '/v1/hero-carousel-setting', { sliderSpeed: 500, version: 7 })).status).toBe(412);
    expect((await api.get('/v1/public/hero-carousel-setting')).body).toMatchObject({ sliderSpeed: 450 });
  });

  it('lists the public API under its own tag in the OpenAPI document', async () => {
    const doc = (await api.get<{ paths: Record<string, Record<string, { tags?: string[] }>> }>('/v1/openapi.json'))
      .body;
    expect(doc.paths['/v1/public/promo']?.get?.tags).toEqual(['public content']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/menuItems/createMenu',
        '/v1/menuItems/updateMenuItem',
        '/v1/promo/{id}',
        '/v1/promo/primary',
        '/v1/hero-carousel-setting',
      ]),
    );
  });
});

describe('bad input found by QA: clear answers, never a 500', () => {
  it('refuses half of a character (a lone surrogate) with 400 naming the field, and stores nothing', async () => {
    const before = (await call<Doc[]>('GET', '/v1/warranty')).body.length;
    const res = await api.call<Failure>('POST', '/v1/warranty', {
      token,
      body: undefined,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400); // no body at all
    const raw = await fetch(`${s.url}/v1/warranty`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"title":"ok \\ud800 end"}',
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as Failure).errors).toEqual({ title: expect.stringMatching(/lone UTF-16 surrogate/) });
    expect((await call<Doc[]>('GET', '/v1/warranty')).body.length).toBe(before);
  });

  it('says a value of the wrong type is not text, and a missing link path is required', async () => {
    const wrongType = await call<Failure>('POST', '/v1/menuItems/createMenu', { data: { title: 1, linkPath: '/x' } });
    expect(wrongType.body.errors?.title).toBe('Title must be text');
    const noLink = await call<Failure>('POST', '/v1/menuItems/createMenu', { data: { title: 'No link' } });
    expect(noLink.body).toMatchObject({
      message: 'Link path is required',
      errors: { linkPath: 'Link path is required' },
    });
    const dup = await call<Failure>('POST', '/v1/menuItems/createMenu', {
      data: { title: 'our INVENTORY', linkPath: '/x' },
    });
    expect(dup.body.message).toBe('Data already exists with title - our INVENTORY');
    const badId = await call<Failure>('POST', '/v1/menuItems/updateMenuItem', {
      _id: 5,
      title: 'x',
      linkPath: '/x',
      version: 1,
    });
    expect(badId.body.errors?._id).toBe('Must be text of 1 to 100 characters');
  });

  it('takes createMenu and updateMenuItem fields under data beside _id and version', async () => {
    const created = await call('POST', '/v1/menuItems/createMenu', {
      data: { title: 'Reviews', linkPath: '/reviews' },
    });
    const edited = await call('POST', '/v1/menuItems/updateMenuItem', {
      _id: created.body._id,
      version: 1,
      data: { title: 'Customer reviews', linkPath: '/reviews' },
    });
    expect(edited.body).toMatchObject({ title: 'Customer reviews', version: 2 });
  });

  it('a restore of what is already current keeps the version; a stale delete says it was not deleted', async () => {
    const created = (await call('POST', '/v1/menuItems', { title: 'Same', linkPath: '/same' })).body;
    const res = await call('POST', `/v1/content/menuItems/${created._id}/revisions/1/restore`, { version: 1 });
    expect(res.body).toMatchObject({
      version: 1,
      message: 'Version 1 has the same content as the current version: nothing to restore',
    });
    await call('PUT', `/v1/menuItems/${created._id}`, { ...created, title: 'Same 2' });
    const stale = await call<Failure>('DELETE', `/v1/menuItems/${created._id}`, undefined, { 'if-match': '"1"' });
    expect(stale.body.message).toMatch(/so it was not deleted/);
  });

  it('answers If-None-Match: * with 304', async () => {
    expect((await api.call('GET', '/v1/public/menuItems', { headers: { 'if-none-match': '*' } })).status).toBe(304);
  });
});

describe('every error at once', () => {
  it('names a reversed publish window beside a too-long title in one answer', async () => {
    const [slot] = firstOf((await call<Doc[]>('GET', '/v1/promo')).body, 1);
    const res = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, {
      title: 'x'.repeat(85),
      publishFrom: '2031-01-01T10:00:00Z',
      publishUntil: '2030-01-01T10:00:00Z',
      version: slot.version,
    });
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['publishUntil', 'title']);
    const speed = await call<Failure>('PUT', '/v1/hero-carousel-setting', { sliderSpeed: 20, version: 1 });
    expect(speed.body.message).toBe('Slide speed: At least 100 ms');
  });
});

describe('addresses and cancelled requests', () => {
  it('sends an unknown page address to the cars list, and answers an unknown API path with JSON', async () => {
    const page = await fetch(`${s.url}/foo`, { redirect: 'manual' });
    expect([page.status, page.headers.get('location')]).toEqual([302, '/admin/cars-list']);
    expect((await api.get('/v1/nope')).body).toEqual({ message: 'No route for GET /v1/nope', errors: {} });
  });

  it('does not log a cancelled upload as a server failure', async () => {
    const { request } = await import('node:http');
    const url = new URL(`${s.url}/v1/media`);
    await new Promise<void>((resolve) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=XYZ',
          'content-length': '5000000',
        },
      });
      req.on('error', () => resolve());
      req.write(
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      );
      req.write(Buffer.alloc(200_000, 1));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(s.logs.filter((l) => l.includes('request failed'))).toEqual([]);
  });
});
