import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, listPathOf, type ContentDocument } from '../../contract/content/index.ts';
import { media } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/**
 * The public reads at the seed's list path (the platform issue's rule: `/v1/public` + the collection's list path),
 * with the earlier names kept as aliases: the same body, the same ETag, 304 across them.
 */
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Doc = ContentDocument & Record<string, unknown>;

const call = <T = Doc>(method: string, url: string, body?: unknown) => api.call<T>(method, url, { token, body });

beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
  api = client(s.url);
  await s.ctx.database.db.insert(media).values({
    publicId: 'faq-img',
    folder: 'faq',
    preset: 'default',
    width: 1600,
    height: 900,
    format: 'jpeg',
    bytes: 1000,
    variants: [{ width: 480, key: 'faq/faq-img-w480.webp' }],
    storageKey: 'faq/faq-img.jpg',
    createdAt: new Date(),
  });
  const img = { publicId: 'faq-img', src: '/media/faq/faq-img.jpg', alt: 'A car key on a desk' };
  expect((await call('POST', '/v1/faq-list', { title: 'Can I trade in?', active: true, img })).status).toBe(201);
  const post = {
    title: 'Buying used',
    category: 'Guides',
    html: '<p>Hello</p>',
    isActive: true,
    metaTitle: 'Buying used',
    metaDescription: 'A guide',
    metaKeywords: 'used cars',
    seoTags: { h1: 'Buying', h2: 'Used', h3: 'Cars' },
  };
  expect((await call('POST', '/v1/blog-posts', post)).status).toBe(201);
  const partner = {
    name: 'Acme Rides',
    promoCode: 'ACME10',
    promoLink: 'https://acme.example.com/offer',
    contactNumber: '5551234567',
    partnerSaleDiscount: 100,
    partnerRentDiscount: 50,
    rentWeeklyDiscount: '10%',
  };
  expect((await call('POST', '/v1/promotion/partner', partner)).status).toBe(201);
  expect(
    (
      await call('POST', '/v1/ride-share-seo', {
        cityName: 'Austin',
        workState: 'TX',
        plateType: 'TLC',
        zone: ['SOUTH'],
        active: true,
      })
    ).status,
  ).toBe(201);
});
afterAll(() => s.close());

/** Both paths answer 200 with one body and one ETag, and each answers 304 to the other's ETag. */
async function sameAnswer(path: string, alias: string) {
  const a = await api.get<unknown[]>(path);
  const b = await api.get<unknown[]>(alias);
  expect([a.status, b.status], `${path} and ${alias}`).toEqual([200, 200]);
  expect(b.body).toEqual(a.body);
  const etag = a.headers.get('etag')!;
  expect(etag).toBeTruthy();
  expect(b.headers.get('etag')).toBe(etag);
  expect((await api.call('GET', alias, { headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await api.call('GET', path, { headers: { 'if-none-match': b.headers.get('etag')! } })).status).toBe(304);
  return a.body;
}

describe('public paths', () => {
  it('the FAQ is served at /v1/public/faq-list and at /v1/public/faq with the same ETag', async () => {
    const body = await sameAnswer('/v1/public/faq-list', '/v1/public/faq');
    expect(body).toMatchObject([{ title: 'Can I trade in?' }]);
  });

  it('blog posts at /v1/public/blog-posts and /v1/public/blog', async () => {
    expect(await sameAnswer('/v1/public/blog-posts', '/v1/public/blog')).toMatchObject([
      { title: 'Buying used', url: '/blog/guides/buying-used' },
    ]);
  });

  it('partners at /v1/public/promotion/partner and /v1/public/partners', async () => {
    expect(await sameAnswer('/v1/public/promotion/partner', '/v1/public/partners')).toMatchObject([
      { name: 'Acme Rides' },
    ]);
  });

  it('ride-share cities at /v1/public/ride-share-seo and /v1/public/ride-share-cities, one city by URL under both', async () => {
    expect(await sameAnswer('/v1/public/ride-share-seo', '/v1/public/ride-share-cities')).toMatchObject([
      { cityName: 'Austin' },
    ]);
    const byUrl = '/by-url?url=/ride-share/tx/austin/tlc';
    expect((await api.get(`/v1/public/ride-share-seo${byUrl}`)).body).toEqual(
      (await api.get(`/v1/public/ride-share-cities${byUrl}`)).body,
    );
  });

  it('static page SEO at /v1/public/seo-pages and /v1/public/seo, one page under both', async () => {
    expect(await sameAnswer('/v1/public/seo-pages', '/v1/public/seo')).toHaveLength(5);
    const one = await api.get<Doc>('/v1/public/seo-pages/trade%20in');
    expect(one.status).toBe(200);
    expect(one.body).toEqual((await api.get('/v1/public/seo/trade%20in')).body);
  });

  it('every public collection answers at /v1/public + its list path', async () => {
    for (const c of collections.filter((x) => x.publicPath)) {
      expect((await api.get(`/v1/public${listPathOf(c)}`)).status, c.name).toBe(200);
    }
  });

  it('the OpenAPI document lists the list paths and the earlier names, the aliases saying so', async () => {
    const doc = (
      await api.get<{ paths: Record<string, { get?: { tags?: string[]; summary?: string } }> }>('/v1/openapi.json')
    ).body;
    for (const [path, alias] of [
      ['faq-list', 'faq'],
      ['blog-posts', 'blog'],
      ['promotion/partner', 'partners'],
      ['ride-share-seo', 'ride-share-cities'],
      ['seo-pages', 'seo'],
    ]) {
      expect(doc.paths[`/v1/public/${path}`]?.get?.tags, path).toEqual(['public content']);
      expect(doc.paths[`/v1/public/${alias}`]?.get?.summary, alias).toContain(`earlier name of /v1/public/${path}`);
    }
  });
});
