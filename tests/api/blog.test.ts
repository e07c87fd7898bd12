import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_DOCUMENT, type ContentDocument } from '../../contract/content/index.ts';
import { media } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Post = ContentDocument & {
  status?: string;
  message?: string;
  title: string;
  category: string;
  url: string;
  isActive: boolean;
  html: string;
  formerUrls?: string[];
};
type Failure = { message: string; errors?: Record<string, string> };

const call = <T = Post>(method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  api.call<T>(method, url, { token, body, headers });

const SEO = {
  metaTitle: 'Buying a used car',
  metaDescription: 'What to check before you buy',
  metaKeywords: 'used car, checks',
  seoTags: { h1: 'Buying used', h2: 'Checks', h3: 'Paperwork' },
};
const post = (fields: Record<string, unknown> = {}) => ({
  title: 'Ten checks before you buy',
  category: 'Buying guides',
  html: '<p>Look at the tyres.</p>',
  ...SEO,
  ...fields,
});

beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
  api = client(s.url);
});
afterAll(() => s.close());

describe('blog posts: required fields and limits', () => {
  it('names every missing required field with the spec messages and stores nothing', async () => {
    const res = await call<Failure>('POST', '/v1/blog-posts', { html: '<p>x</p>' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      title: 'Title is required',
      category: 'Category is required',
      metaTitle: 'Meta Title is required',
      metaDescription: 'Meta Description is required',
      metaKeywords: 'Meta Keywords is required',
      'seoTags.h1': 'H1 tag is required',
      'seoTags.h2': 'H2 tag is required',
      'seoTags.h3': 'H3 tag is required',
    });
    const blank = await call<Failure>(
      'POST',
      '/v1/blog-posts',
      post({ title: '   ', seoTags: { h1: '', h2: 'a', h3: 'b' } }),
    );
    expect(blank.body.errors).toMatchObject({ title: 'Title is required', 'seoTags.h1': 'H1 tag is required' });
    expect((await call<{ posts: Post[] }>('GET', '/v1/blog-posts')).body.posts).toEqual([]);
  });

  it('applies the SEO limits: title 60, keywords 255, description 170, H1 to H3 80', async () => {
    const res = await call<Failure>(
      'POST',
      '/v1/blog-posts',
      post({
        metaTitle: 'x'.repeat(61),
        metaKeywords: 'k'.repeat(256),
        metaDescription: 'd'.repeat(171),
        seoTags: { h1: 'a'.repeat(81), h2: 'b'.repeat(81), h3: 'c'.repeat(81) },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      metaTitle: 'At most 60 characters',
      metaKeywords: 'At most 255 characters',
      metaDescription: 'At most 170 characters',
      'seoTags.h1': 'At most 80 characters',
      'seoTags.h2': 'At most 80 characters',
      'seoTags.h3': 'At most 80 characters',
    });
    const atLimits = await call(
      'POST',
      '/v1/blog-posts',
      post({
        title: 'At the limits',
        metaTitle: 'x'.repeat(60),
        metaKeywords: 'k'.repeat(255),
        metaDescription: 'd'.repeat(170),
        seoTags: { h1: 'a'.repeat(80), h2: 'b'.repeat(80), h3: 'c'.repeat(80) },
      }),
    );
    expect(atLimits.status).toBe(201);
    expect((await call('DELETE', `/v1/blog-posts/${atLimits.body._id}`)).status).toBe(200);
  });

  it('refuses a URL sent by the client, a call-to-action link that is not a link, and unknown fields', async () => {
    const res = await call<Failure>(
      'POST',
      '/v1/blog-posts',
      post({ callToActionLink: 'javascript:alert(1)', author: 'me' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      callToActionLink: 'Enter a path starting with / or an http(s) address',
      author: 'Unknown field author',
    });
    const url = await call('POST', '/v1/blog-posts', post({ title: 'Chosen URL', url: '/somewhere/else' }));
    expect(url.status).toBe(201);
    expect(url.body.url).toBe('/blog/buying-guides/chosen-url');
    await call('DELETE', `/v1/blog-posts/${url.body._id}`);
  });
});

describe('blog posts: the URL rule', () => {
  const created: Post[] = [];
  afterAll(async () => {
    for (const p of created) await call('DELETE', `/v1/blog-posts/${p._id}`);
  });
  it.each([
    ['Hello, World! (2026 edition)', 'News', '/blog/news/hello-world-2026-edition'],
    ['Crème brûlée   à la   Straße', 'Café Culture', '/blog/cafe-culture/creme-brulee-a-la-strasse'],
    ["Don't miss: the MOT—what's new?", 'Car care & tips', '/blog/car-care-tips/dont-miss-the-mot-whats-new'],
    ['  Several    spaces\tand - dashes  ', 'Øresund Łódź', '/blog/oresund-lodz/several-spaces-and-dashes'],
  ])('%s in %s → %s', async (title, category, url) => {
    const res = await call('POST', '/v1/blog-posts', post({ title, category }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', message: 'The post was successfully created', url });
    created.push(res.body);
  });

  it('a title of punctuation only has no URL and is refused', async () => {
    const res = await call<Failure>('POST', '/v1/blog-posts', post({ title: '?!…' }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.title).toBe('The title needs a letter or a digit for the URL');
  });
});

describe('blog posts: writes, conflicts and the list call', () => {
  let first: Post;
  it("creates, answers 'The post was successfully created' and lists posts with their categories", async () => {
    const res = await call('POST', '/v1/blog-posts', post({ title: 'Winter tyres explained', category: 'Car care' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'The post was successfully created',
      url: '/blog/car-care/winter-tyres-explained',
      isActive: false,
      version: 1,
    });
    first = res.body;
    await call('POST', '/v1/blog-posts', post({ title: 'Brakes', category: 'CAR CARE' }));
    await call('POST', '/v1/blog-posts', post({ title: 'Finance basics', category: 'Finance' }));
    const list = await call<{ posts: Post[]; categories: string[] }>('GET', '/v1/blog-posts');
    expect(list.status).toBe(200);
    expect(list.body.posts.map((p) => p.title)).toEqual(
      expect.arrayContaining(['Winter tyres explained', 'Brakes', 'Finance basics']),
    );
    expect(list.body.categories).toEqual(['Car care', 'Finance']);
  });

  it('refuses a second post at the same URL, saying which URL, whatever the case or punctuation', async () => {
    const res = await call<Failure>(
      'POST',
      '/v1/blog-posts',
      post({ title: 'Winter Tyres, Explained!', category: 'car care' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'A post already exists with the URL /blog/car-care/winter-tyres-explained: change the title or the category',
    );
    expect(res.body.errors?.url).toBe(res.body.message);
    const list = await call<{ posts: Post[] }>('GET', '/v1/blog-posts');
    expect(list.body.posts.filter((p) => p.url === '/blog/car-care/winter-tyres-explained')).toHaveLength(1);
  });

  it("updates with PUT /blog-posts/{id} and answers 'The post was successfully updated'; a stale version gets 412", async () => {
    const res = await call('PUT', `/v1/blog-posts/${first._id}`, {
      ...first,
      previewDescription: 'Why and when',
      version: first.version,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'The post was successfully updated',
      previewDescription: 'Why and when',
      version: 2,
    });
    const stale = await call<Failure>('PUT', `/v1/blog-posts/${first._id}`, {
      ...first,
      previewDescription: 'Lost',
      version: first.version,
    });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(STALE_DOCUMENT);
    first = res.body;
  });

  it('serves the console the simple-rest protocol on /blog-posts/items', async () => {
    const res = await call<Post[]>(
      'GET',
      '/v1/blog-posts/items?sort=["title","ASC"]&range=[0,1]&filter={"q":"winter"}',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('blogPosts 0-0/1');
    expect(nth(res.body, 0).title).toBe('Winter tyres explained');
  });
});

describe('blog posts: public delivery and redirects', () => {
  let live: Post;
  it('shows only active posts, by URL and per category, with public fields and an ETag', async () => {
    const created = await call(
      'POST',
      '/v1/blog-posts',
      post({ title: 'Electric range myths', category: 'Electric cars', isActive: true }),
    );
    live = created.body;
    await call('POST', '/v1/blog-posts', post({ title: 'Draft on charging', category: 'Electric cars' }));
    const one = await api.get<Record<string, unknown>>('/v1/public/blog/electric-cars/electric-range-myths');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      title: 'Electric range myths',
      url: '/blog/electric-cars/electric-range-myths',
      metaTitle: SEO.metaTitle,
    });
    expect(Object.keys(one.body)).not.toEqual(expect.arrayContaining(['isActive']));
    for (const hidden of ['content', 'formerUrls', 'version', 'createdBy', 'updatedBy'])
      expect(one.body).not.toHaveProperty(hidden);
    const etag = one.headers.get('etag')!;
    expect(
      (
        await api.call('GET', '/v1/public/blog/electric-cars/electric-range-myths', {
          headers: { 'if-none-match': etag },
        })
      ).status,
    ).toBe(304);

    const category = await api.get<Record<string, unknown>[]>('/v1/public/blog/electric-cars');
    expect(category.status).toBe(200);
    expect(category.body.map((p) => p.title)).toEqual(['Electric range myths']);
    expect(category.headers.get('etag')).toBeTruthy();
    expect((await api.get<unknown[]>('/v1/public/blog/finance')).body).toEqual([]);
    expect((await api.get('/v1/public/blog/electric-cars/draft-on-charging')).status).toBe(404);
    const all = await api.get<Record<string, unknown>[]>('/v1/public/blog');
    expect(all.body.map((p) => p.title)).toEqual(['Electric range myths']);
  });

  it('answers a former URL of an active post with a permanent redirect to the new one', async () => {
    const moved = await call('PUT', `/v1/blog-posts/${live._id}`, {
      ...live,
      title: 'Electric range: myths and facts',
      version: live.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.url).toBe('/blog/electric-cars/electric-range-myths-and-facts');
    const res = await fetch(`${s.url}/v1/public/blog/electric-cars/electric-range-myths`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/v1/public/blog/electric-cars/electric-range-myths-and-facts');
    const followed = await api.get<Record<string, unknown>>('/v1/public/blog/electric-cars/electric-range-myths');
    expect(followed.body.title).toBe('Electric range: myths and facts');
    // A draft's URL was never public: renaming a draft keeps no redirect.
    const draft = (await call<{ posts: Post[] }>('GET', '/v1/blog-posts')).body.posts.find(
      (p) => p.title === 'Draft on charging',
    )!;
    await call('PUT', `/v1/blog-posts/${draft._id}`, {
      ...draft,
      title: 'Charging at home',
      isActive: true,
      version: draft.version,
    });
    expect(
      (await fetch(`${s.url}/v1/public/blog/electric-cars/draft-on-charging`, { redirect: 'manual' })).status,
    ).toBe(404);
    // Renaming back: the live URL answers again, the other one now redirects.
    const back = await call('PUT', `/v1/blog-posts/${live._id}`, {
      ...moved.body,
      title: 'Electric range myths',
      version: moved.body.version,
    });
    expect(back.body.url).toBe('/blog/electric-cars/electric-range-myths');
    expect((await api.get('/v1/public/blog/electric-cars/electric-range-myths')).status).toBe(200);
    expect(
      (await fetch(`${s.url}/v1/public/blog/electric-cars/electric-range-myths-and-facts`, { redirect: 'manual' }))
        .status,
    ).toBe(301);
  });

  it('a deactivated post and its former URLs leave the public API', async () => {
    const current = (await call<{ posts: Post[] }>('GET', '/v1/blog-posts')).body.posts.find(
      (p) => p._id === live._id,
    )!;
    const off = await call('PUT', `/v1/blog-posts/${live._id}`, {
      ...current,
      isActive: false,
      version: current.version,
    });
    expect(off.status).toBe(200);
    expect((await api.get('/v1/public/blog/electric-cars/electric-range-myths')).status).toBe(404);
    expect(
      (await fetch(`${s.url}/v1/public/blog/electric-cars/electric-range-myths-and-facts`, { redirect: 'manual' }))
        .status,
    ).toBe(404);
  });
});

describe('blog posts: history', () => {
  it('restoring an older version brings its URL back and keeps the renamed URL as a redirect', async () => {
    const created = (
      await call('POST', '/v1/blog-posts', post({ title: 'Hybrid basics', category: 'Hybrids', isActive: true }))
    ).body;
    const renamed = (
      await call('PUT', `/v1/blog-posts/${created._id}`, {
        ...created,
        title: 'Hybrid cars explained',
        version: created.version,
      })
    ).body;
    expect(renamed.url).toBe('/blog/hybrids/hybrid-cars-explained');
    const restored = await call('POST', `/v1/content/blogPosts/${created._id}/revisions/1/restore`, {
      version: renamed.version,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      url: '/blog/hybrids/hybrid-basics',
      formerUrls: ['/blog/hybrids/hybrid-cars-explained'],
    });
    expect((await api.get('/v1/public/blog/hybrids/hybrid-basics')).status).toBe(200);
    expect((await fetch(`${s.url}/v1/public/blog/hybrids/hybrid-cars-explained`, { redirect: 'manual' })).status).toBe(
      301,
    );
  });
});

describe('blog posts: images of the body', () => {
  it('an image in the body must be an uploaded one, and cannot be deleted while a post uses it', async () => {
    const publicId = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    await s.ctx.database.db.insert(media).values({
      publicId,
      folder: 'blog',
      preset: 'blog',
      width: 800,
      height: 600,
      format: 'jpeg',
      bytes: 1000,
      variants: [],
      storageKey: `blog/${publicId}.jpg`,
      createdAt: new Date(),
    });
    const html = `<p>Look:<img src="/media/blog/${publicId}.jpg" alt="A dashboard"></p>`;
    const created = await call('POST', '/v1/blog-posts', post({ title: 'Dashboard lights', category: 'Tips', html }));
    expect(created.status).toBe(201);
    const refused = await call<{ message: string; uses: { collection: string; id: string }[] }>(
      'DELETE',
      `/v1/media/${publicId}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.uses).toEqual(
      expect.arrayContaining([expect.objectContaining({ collection: 'blogPosts', id: created.body._id })]),
    );

    const missing = await call<Failure>(
      'POST',
      '/v1/blog-posts',
      post({
        title: 'Ghost image',
        category: 'Tips',
        html: '<p><img src="/media/blog/00000000-0000-4000-8000-000000000000.jpg" alt="x"></p>',
      }),
    );
    expect(missing.status).toBe(400);
  });
});
