import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../contract/content/index.ts';
import { documents } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';

// Records saved before the one URL rule (contract/slug.ts) carry the address the earlier rule gave them: the
// public site links to it, so it must keep answering, before and after the record is next saved.
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Doc = ContentDocument & { url: string; formerUrls?: string[] };

const call = <T = Doc>(method: string, url: string, body?: unknown) => api.call<T>(method, url, { token, body });
const manual = (url: string) => fetch(`${s.url}${url}`, { redirect: 'manual' });

/** Puts a record back as the release before issue 25 stored it: with the URL the earlier rule built. */
async function storeUnderOldRule(collection: string, id: string, oldUrl: string) {
  await s.ctx.database.db
    .update(documents)
    .set({ data: sql`jsonb_set(${documents.data}, '{url}', to_jsonb(${oldUrl}::text))` })
    .where(and(eq(documents.collection, collection), eq(documents.id, id)));
}

beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
  api = client(s.url);
});
afterAll(() => s.close());

describe('a ride-share city page stored under the earlier URL rule', () => {
  const OLD = '/ride-share/id/coeur-d-alene/tlc'; // "Coeur d'Alene": the apostrophe was a dash
  const NEW = '/ride-share/id/coeur-dalene/tlc';
  it('is served at its stored address until it is saved again, then answers it with a 301 to the new one', async () => {
    const created = await call('POST', '/v1/ride-share-seo', {
      cityName: "Coeur d'Alene",
      workState: 'ID',
      plateType: 'TLC',
      zone: ['SOUTHWEST'],
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(NEW);
    await storeUnderOldRule('rideShareCities', created.body._id, OLD);
    const old = await api.get<Doc>(`/v1/public/ride-share-cities/by-url?url=${encodeURIComponent(OLD)}`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ cityName: "Coeur d'Alene", url: OLD });

    const page = (await call('GET', `/v1/ride-share-seo/${created.body._id}`)).body;
    const saved = await call('PUT', `/v1/ride-share-seo/${page._id}`, {
      ...page,
      metaTitle: 'Ride-share cars in Coeur d’Alene',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.url).toBe(NEW);
    const res = await manual(`/v1/public/ride-share-cities/by-url?url=${encodeURIComponent(OLD)}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/v1/public/ride-share-cities/by-url?url=${encodeURIComponent(NEW)}`);
    expect(await res.json()).toMatchObject({ url: NEW });
    const followed = await api.get<Doc>(`/v1/public/ride-share-cities/by-url?url=${encodeURIComponent(OLD)}`);
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ cityName: "Coeur d'Alene", url: NEW });
  });
});

describe('a blog post stored under the earlier URL rule', () => {
  // The earlier rule kept Cyrillic as it was; the one rule spells it in Latin letters.
  const post = {
    title: 'Электромобили на морозе',
    category: 'Москва',
    html: '<p>x</p>',
    metaTitle: 'EV',
    metaDescription: 'EV',
    metaKeywords: 'ev',
    seoTags: { h1: 'a', h2: 'b', h3: 'c' },
  };
  const OLD = '/blog/москва/электромобили-на-морозе';
  const NEW = '/blog/moskva/elektromobili-na-moroze';
  let live: Doc;

  it('is served at its stored address, and its category at the old segment and the new one', async () => {
    const created = await call('POST', '/v1/blog-posts', { ...post, isActive: true });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(NEW);
    await storeUnderOldRule('blogPosts', created.body._id, OLD);
    const old = await api.get<Doc>(`/v1/public${encodeURI(OLD)}`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ title: post.title, url: OLD });
    for (const segment of ['москва', 'moskva']) {
      const listed = await api.get<Doc[]>(`/v1/public/blog/${encodeURIComponent(segment)}`);
      expect(
        listed.body.map((p) => p.url),
        segment,
      ).toEqual([OLD]);
    }
    live = (await call<{ posts: Doc[] }>('GET', '/v1/blog-posts')).body.posts.find((p) => p._id === created.body._id)!;
  });

  it('once saved under the one rule, answers its old address with a 301 to the new one', async () => {
    const saved = await call('PUT', `/v1/blog-posts/${live._id}`, { ...post, isActive: true, version: live.version });
    expect(saved.status).toBe(200);
    expect(saved.body.url).toBe(NEW);
    const res = await manual(`/v1/public${encodeURI(OLD)}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/v1/public${NEW}`);
    const listed = await api.get<Doc[]>(`/v1/public/blog/${encodeURIComponent('москва')}`);
    expect(listed.body.map((p) => p.url)).toEqual([NEW]);
  });

  it('answers the old address of a post published only after the rule changed (no former URL recorded)', async () => {
    const draft = await call('POST', '/v1/blog-posts', { ...post, title: 'Шины для снега' });
    await storeUnderOldRule('blogPosts', draft.body._id, '/blog/москва/шины-для-снега');
    const stored = (await call<{ posts: Doc[] }>('GET', '/v1/blog-posts')).body.posts.find(
      (p) => p._id === draft.body._id,
    )!;
    const published = await call('PUT', `/v1/blog-posts/${draft.body._id}`, {
      ...post,
      title: 'Шины для снега',
      isActive: true,
      version: stored.version,
    });
    expect(published.body).toMatchObject({ url: '/blog/moskva/shiny-dlya-snega', formerUrls: [] });
    const res = await manual(`/v1/public${encodeURI('/blog/москва/шины-для-снега')}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/v1/public/blog/moskva/shiny-dlya-snega');
  });
});
