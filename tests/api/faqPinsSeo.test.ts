import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINANCE_PIN_PAGES,
  HEX_COLOR_MESSAGE,
  SEO_PAGE_NAMES,
  STALE_DOCUMENT,
  type ContentDocument,
} from '../../contract/content/index.ts';
import { media } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Doc = ContentDocument & Record<string, unknown> & { status?: string; message?: string };
type Failure = { message: string; errors?: Record<string, string> };

const call = <T = Doc>(method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  api.call<T>(method, url, { token, body, headers });

/** A media row as an upload leaves it (the upload itself is media.test.ts's subject). */
async function storedImage(publicId: string, width: number, height: number) {
  await s.ctx.database.db.insert(media).values({
    publicId,
    folder: 'faq',
    preset: 'default',
    width,
    height,
    format: 'jpeg',
    bytes: 1000,
    variants: [{ width: 480, key: `faq/${publicId}-w480.webp` }],
    storageKey: `faq/${publicId}.jpg`,
    createdAt: new Date(),
  });
  return { publicId, src: `/media/faq/${publicId}.jpg`, width, height, alt: 'A family loading a minivan' };
}

beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
  api = client(s.url);
});
afterAll(() => s.close());

describe('sign-in', () => {
  it('refuses the FAQ, pins and SEO calls without a session', async () => {
    for (const [method, url] of [
      ['GET', '/v1/faq-list'],
      ['POST', '/v1/faq-list'],
      ['GET', '/v1/finance-pins'],
      ['PATCH', '/v1/finance-pins/buy-1'],
      ['GET', '/v1/seo/faq'],
      ['PUT', '/v1/seo/faq'],
    ] as const) {
      const res = await api.call(method, url, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('FAQ: GET/POST /faq-list, PUT/DELETE /faq-list/{id}', () => {
  let entry: Doc;

  it('adds an entry, inactive by default, and answers status success', async () => {
    const res = await call('POST', '/v1/faq-list', { title: 'How do I finance a car?', textColor: '#fff' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Data added successfully',
      title: 'How do I finance a car?',
      textColor: '#fff',
      active: false,
      img: null,
      version: 1,
    });
    entry = res.body;
    expect((await call<Doc[]>('GET', '/v1/faq-list')).body.map((d) => d._id)).toEqual([entry._id]);
  });

  it('takes a 35-character title and refuses a 36-character one, changing nothing', async () => {
    const ok = await call('POST', '/v1/faq-list', { title: 'a'.repeat(35) });
    expect(ok.status).toBe(201);
    const bad = await call<Failure>('POST', '/v1/faq-list', { title: 'b'.repeat(36) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ title: 'At most 35 characters' });
    const edit = await call<Failure>('PUT', `/v1/faq-list/${entry._id}`, {
      version: entry.version,
      title: 'c'.repeat(36),
    });
    expect(edit.status).toBe(400);
    expect((await call<Doc[]>('GET', '/v1/faq-list')).body.map((d) => d.title)).toEqual([
      'How do I finance a car?',
      'a'.repeat(35),
    ]);
    expect((await call('DELETE', `/v1/faq-list/${ok.body._id}`)).status).toBe(200);
  });

  it('requires a title, a hex text colour, a boolean active and no unknown field', async () => {
    const missing = await call<Failure>('POST', '/v1/faq-list', { textColor: '#000' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Title is required', errors: { title: 'Title is required' } });
    const blank = await call<Failure>('POST', '/v1/faq-list', { title: '   ' });
    expect(blank.body.errors?.title).toBe('Title is required');
    const colour = await call<Failure>('POST', '/v1/faq-list', { title: 'Colour', textColor: '#abcd' });
    expect(colour.status).toBe(400);
    expect(colour.body.errors?.textColor).toBe(HEX_COLOR_MESSAGE);
    const active = await call<Failure>('POST', '/v1/faq-list', { title: 'Active', active: 'yes' });
    expect(active.body.errors?.active).toBe('Active must be true or false');
    const extra = await call<Failure>('POST', '/v1/faq-list', { title: 'Extra', answer: 'x' });
    expect(extra.body.errors).toMatchObject({ answer: 'Unknown field answer' });
    expect((await call<Doc[]>('GET', '/v1/faq-list')).body).toHaveLength(1);
  });

  it('refuses to activate an entry without its image, and takes a 16:9 image only', async () => {
    const bare = await call<Failure>('PUT', `/v1/faq-list/${entry._id}`, { version: entry.version, active: true });
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toHaveProperty('img');
    const square = await storedImage('faq-square', 1200, 1200);
    const wrong = await call<Failure>('PUT', `/v1/faq-list/${entry._id}`, { version: entry.version, img: square });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.img).toMatch(/1\.7778:1 ratio/);
    const img = await storedImage('faq-wide', 1600, 900);
    const res = await call('PUT', `/v1/faq-list/${entry._id}`, { version: entry.version, img, active: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'Success!', active: true, version: 2 });
    entry = res.body;
  });

  it('refuses a save of a stale version with 412 and keeps the newer one', async () => {
    const res = await call<Failure>('PUT', `/v1/faq-list/${entry._id}`, { version: 1, title: 'Old tab' });
    expect(res.status).toBe(412);
    expect(res.body.message).toBe(STALE_DOCUMENT);
    expect((await call('GET', `/v1/faq-list/${entry._id}`)).body.title).toBe('How do I finance a car?');
  });

  it('delivers active entries in their order with public fields only, with an ETag', async () => {
    const img = await storedImage('faq-second', 1920, 1080);
    const second = (await call('POST', '/v1/faq-list', { title: 'Can I trade in?', img, active: true })).body;
    const hidden = (await call('POST', '/v1/faq-list', { title: 'Draft question' })).body;
    let pub = await api.get<Record<string, unknown>[]>('/v1/public/faq');
    expect(pub.body.map((x) => x.title)).toEqual(['How do I finance a car?', 'Can I trade in?']);
    expect(Object.keys(nth(pub.body, 0)).sort()).toEqual(['_id', 'img', 'textColor', 'title']);
    const etag = pub.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await api.call('GET', '/v1/public/faq', { headers: { 'If-None-Match': etag! } })).status).toBe(304);

    // Reordered for the public site by the platform's order call.
    const order = await call('POST', '/v1/content/faqList/order', { ids: [second._id, hidden._id, entry._id] });
    expect(order.status).toBe(200);
    pub = await api.get<Record<string, unknown>[]>('/v1/public/faq');
    expect(pub.body.map((x) => x.title)).toEqual(['Can I trade in?', 'How do I finance a car?']);
    expect(pub.headers.get('etag')).not.toBe(etag);
  });

  it('deletes an entry with DELETE /faq-list/{id} and answers status deleted', async () => {
    const res = await call('DELETE', `/v1/faq-list/${entry._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'deleted', message: 'Data deleted successfully' });
    expect((await api.get<Record<string, unknown>[]>('/v1/public/faq')).body.map((x) => x.title)).toEqual([
      'Can I trade in?',
    ]);
  });
});

describe('finance pins: GET /finance-pins, PATCH /finance-pins/{id}', () => {
  it('a fresh install has pins 1 to 3 on each finance page, in order', async () => {
    const res = await call<Doc[]>('GET', '/v1/finance-pins');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => `${String(p.page)} ${String(p.number)}`)).toEqual(
      FINANCE_PIN_PAGES.flatMap((page) => [1, 2, 3].map((n) => `${page} ${n}`)),
    );
    expect(res.body.map((p) => p._id)).toContain('ride-share-2');
    expect(res.body.every((p) => typeof p.description === 'string' && p.description !== '')).toBe(true);
  });

  it('edits a description with PATCH and the version; a stale version is 412', async () => {
    const pin = (await call('GET', '/v1/finance-pins/buy-2')).body;
    const res = await call('PATCH', '/v1/finance-pins/buy-2', {
      version: pin.version,
      description: 'Down payment: 10% of the price, paid when you sign.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Success!',
      number: 2,
      page: 'buy',
      description: 'Down payment: 10% of the price, paid when you sign.',
      version: pin.version + 1,
    });
    const stale = await call<Failure>('PATCH', '/v1/finance-pins/buy-2', {
      version: pin.version,
      description: 'Older text',
    });
    expect(stale.status).toBe(412);
    expect((await call('GET', '/v1/finance-pins/buy-2')).body.description).toBe(
      'Down payment: 10% of the price, paid when you sign.',
    );
  });

  it('requires a description of at most 300 characters and keeps number and page fixed', async () => {
    const pin = (await call('GET', '/v1/finance-pins/rent-1')).body;
    const empty = await call<Failure>('PATCH', '/v1/finance-pins/rent-1', { version: pin.version, description: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ description: 'Description is required' });
    const long = await call<Failure>('PATCH', '/v1/finance-pins/rent-1', {
      version: pin.version,
      description: 'x'.repeat(301),
    });
    expect(long.body.errors).toEqual({ description: 'At most 300 characters' });
    const number = await call<Failure>('PATCH', '/v1/finance-pins/rent-1', { version: pin.version, number: 7 });
    expect(number.status).toBe(400);
    expect(number.body.errors).toHaveProperty('number');
    const page = await call<Failure>('PATCH', '/v1/finance-pins/rent-1', { version: pin.version, page: 'buy' });
    expect(page.body.errors).toHaveProperty('page');
    expect((await call('GET', '/v1/finance-pins/rent-1')).body).toMatchObject({
      number: 1,
      page: 'rent',
      version: pin.version,
    });
  });

  it('has no create and no delete (PATCH only)', async () => {
    expect((await call('POST', '/v1/finance-pins', { number: 4, page: 'buy', description: 'Extra' })).status).toBe(404);
    expect((await call('DELETE', '/v1/finance-pins/buy-1')).status).toBe(404);
    expect((await call<Doc[]>('GET', '/v1/finance-pins')).body).toHaveLength(9);
  });

  it('delivers the pins with their public fields and an ETag', async () => {
    const res = await api.get<Record<string, unknown>[]>('/v1/public/finance-pins');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(9);
    expect(res.body.find((p) => p._id === 'buy-2')).toEqual({
      _id: 'buy-2',
      number: 2,
      page: 'buy',
      description: 'Down payment: 10% of the price, paid when you sign.',
    });
    expect(res.headers.get('etag')).toBeTruthy();
  });
});

describe('static-page SEO records: GET and PUT /v1/seo/{page}', () => {
  it('has one empty record for each of the five pages, found by its URL-encoded name', async () => {
    for (const page of SEO_PAGE_NAMES) {
      const res = await call('GET', `/v1/seo/${encodeURIComponent(page)}`);
      expect(res.status, page).toBe(200);
      expect(res.body).toMatchObject({
        page,
        metaTitle: '',
        metaKeywords: '',
        metaDescription: '',
        seoTags: { h1: '', h2: '', h3: '' },
        version: 1,
      });
    }
    expect((await call('GET', '/v1/seo/trade%20in')).body._id).toBe('trade-in');
  });

  it('answers 404 for an unknown page name, on read and on save', async () => {
    const res = await call<Failure>('GET', '/v1/seo/blog');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("There is no SEO record for the page 'blog'");
    expect((await call('PUT', '/v1/seo/trade-in', { version: 1, metaTitle: 'x' })).status).toBe(404);
    expect((await call('GET', '/v1/seo/TRADE%20IN')).status).toBe(404);
  });

  it('saves the trade-in record with its version; a stale version is 412', async () => {
    const seoTags = { h1: 'Trade in your car', h2: 'How it works', h3: 'Get an offer' };
    const res = await call('PUT', '/v1/seo/trade%20in', {
      version: 1,
      metaTitle: 'Trade in your car',
      metaKeywords: 'trade in, used car',
      metaDescription: 'Get an offer for your car today.',
      seoTags,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Success!',
      page: 'trade in',
      metaTitle: 'Trade in your car',
      seoTags,
      version: 2,
    });
    const stale = await call<Failure>('PUT', '/v1/seo/trade%20in', { version: 1, metaTitle: 'Older' });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(STALE_DOCUMENT);
    const ifMatch = await call('PUT', '/v1/seo/trade%20in', { metaTitle: 'Trade in with us' }, { 'If-Match': '"2"' });
    expect(ifMatch.status).toBe(200);
    expect(ifMatch.body.version).toBe(3);
  });

  it('applies each SEO limit (title 60, keywords 255, description 170, H1 to H3 80) and changes nothing', async () => {
    const before = (await call('GET', '/v1/seo/faq')).body;
    const limits: [Record<string, unknown>, string, string][] = [
      [{ metaTitle: 't'.repeat(61) }, 'metaTitle', 'At most 60 characters'],
      [{ metaKeywords: 'k'.repeat(256) }, 'metaKeywords', 'At most 255 characters'],
      [{ metaDescription: 'd'.repeat(171) }, 'metaDescription', 'At most 170 characters'],
      [{ seoTags: { h1: 'h'.repeat(81), h2: '', h3: '' } }, 'seoTags.h1', 'At most 80 characters'],
      [{ seoTags: { h1: '', h2: 'h'.repeat(81), h3: '' } }, 'seoTags.h2', 'At most 80 characters'],
      [{ seoTags: { h1: '', h2: '', h3: 'h'.repeat(81) } }, 'seoTags.h3', 'At most 80 characters'],
    ];
    for (const [body, field, message] of limits) {
      const res = await call<Failure>('PUT', '/v1/seo/faq', { version: before.version, ...body });
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], field).toBe(message);
    }
    const fits = await call('PUT', '/v1/seo/faq', {
      version: before.version,
      metaTitle: 't'.repeat(60),
      metaKeywords: 'k'.repeat(255),
      metaDescription: 'd'.repeat(170),
      seoTags: { h1: 'h'.repeat(80), h2: 'h'.repeat(80), h3: 'h'.repeat(80) },
    });
    expect(fits.status).toBe(200);
    expect(fits.body.version).toBe(before.version + 1);
  });

  it('keeps the page name fixed and has no create and no delete', async () => {
    const rec = (await call('GET', '/v1/seo/finance')).body;
    const moved = await call<Failure>('PUT', '/v1/seo/finance', { version: rec.version, page: 'faq' });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toHaveProperty('page');
    expect((await call('POST', '/v1/seo-pages', { page: 'finance' })).status).toBe(404);
    expect((await call('DELETE', '/v1/seo-pages/finance')).status).toBe(404);
    expect((await call<Doc[]>('GET', '/v1/seo-pages')).body).toHaveLength(5);
  });

  it('refuses markup in SEO fields, FAQ titles and pin descriptions, storing nothing', async () => {
    const rec = (await call('GET', '/v1/seo/ride%20share%20home')).body;
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    for (const field of ['metaTitle', 'metaDescription', 'metaKeywords']) {
      const res = await call('PUT', '/v1/seo/ride%20share%20home', { version: rec.version, [field]: payload });
      expect(res.status).toBe(400);
      expect((res.body.errors as Record<string, string>)[field]).toBe('Text only: remove the HTML tags (<…>)');
    }
    const tags = await call('PUT', '/v1/seo/ride%20share%20home', {
      version: rec.version,
      seoTags: { h1: '"><svg onload=alert(1)>', h2: '', h3: '' },
    });
    expect(tags.status).toBe(400);
    expect((await call('GET', '/v1/seo/ride%20share%20home')).body.version).toBe(rec.version);
    expect((await call('POST', '/v1/faq-list', { title: '<svg onload=alert(1)>' })).status).toBe(400);
    const pin = (await call('GET', '/v1/finance-pins/buy-1')).body;
    expect(
      (
        await call('PATCH', '/v1/finance-pins/buy-1', {
          version: pin.version,
          description: '<script>alert(1)</script>',
        })
      ).status,
    ).toBe(400);
    // A lone '<' is text.
    const ok = await call('PUT', '/v1/seo/ride%20share%20home', {
      version: rec.version,
      metaDescription: 'Cars under <$500 a month',
    });
    expect(ok.status).toBe(200);
    expect((await api.get<Record<string, unknown>>('/v1/public/seo/ride%20share%20home')).body.metaDescription).toBe(
      'Cars under <$500 a month',
    );
  });

  it('delivers the records by page in the public API, with an ETag and 304', async () => {
    const all = await api.get<Record<string, unknown>[]>('/v1/public/seo');
    expect(all.body.map((r) => r.page)).toEqual([...SEO_PAGE_NAMES]);
    const one = await api.get<Record<string, unknown>>('/v1/public/seo/trade%20in');
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      _id: 'trade-in',
      page: 'trade in',
      metaTitle: 'Trade in with us',
      metaKeywords: 'trade in, used car',
      metaDescription: 'Get an offer for your car today.',
      seoTags: { h1: 'Trade in your car', h2: 'How it works', h3: 'Get an offer' },
    });
    const etag = one.headers.get('etag')!;
    expect((await api.call('GET', '/v1/public/seo/trade%20in', { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
    expect((await api.get('/v1/public/seo/nowhere')).status).toBe(404);
    const rec = (await call('GET', '/v1/seo/trade%20in')).body;
    await call('PUT', '/v1/seo/trade%20in', { version: rec.version, metaTitle: 'Trade in today' });
    const after = await api.call('GET', '/v1/public/seo/trade%20in', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
  });
});
