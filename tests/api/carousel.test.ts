import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEX_COLOR_MESSAGE, STALE_DOCUMENT, type ContentDocument } from '../../contract/content/index.ts';
import { media } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth, firstOf } from '../support/nth.ts';

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Sub = {
  _id: string;
  title: string;
  description?: string;
  link?: string;
  logoImage?: Record<string, unknown> | null;
};
type Card = ContentDocument & { title: string; subCategories: Sub[]; status?: string; message?: string };
type Failure = { message: string; errors?: Record<string, string> };

const call = <T = Card>(method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  api.call<T>(method, url, { token, body, headers });

/** A media row as an upload leaves it (the upload itself is media.test.ts's subject). */
async function storedImage(publicId: string, width: number, height: number) {
  await s.ctx.database.db.insert(media).values({
    publicId,
    folder: 'carousel',
    preset: 'default',
    width,
    height,
    format: 'jpeg',
    bytes: 1000,
    variants: [{ width: 480, key: `carousel/${publicId}-w480.webp` }],
    storageKey: `carousel/${publicId}.jpg`,
    createdAt: new Date(),
  });
  return { publicId, src: `/media/carousel/${publicId}.jpg`, width, height, alt: 'An SUV on a mountain road' };
}

const titles = async (url = '/v1/carousel') => (await call<Card[]>('GET', url)).body.map((c) => c.title);

beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
  api = client(s.url);
});
afterAll(() => s.close());

describe('carousel categories: the spec calls and the title rule', () => {
  it('refuses the carousel calls and the order call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/v1/carousel'],
      ['POST', '/v1/carousel'],
      ['PUT', '/v1/carousel-setting'],
      ['POST', '/v1/content/carousel/order'],
    ] as const) {
      expect(
        (await api.call(method, url, { body: method === 'GET' ? undefined : {} })).status,
        `${method} ${url}`,
      ).toBe(401);
    }
  });

  it("a card without a title is refused with 'Title is required' and nothing is stored", async () => {
    for (const body of [{ description: 'No title' }, { title: '   ' }]) {
      const res = await call<Failure>('POST', '/v1/carousel', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Title is required', errors: { title: 'Title is required' } });
    }
    const sub = await call<Failure>('POST', '/v1/carousel', {
      title: 'SUVs',
      subCategories: [{ description: 'no title' }],
    });
    expect(sub.status).toBe(400);
    expect(sub.body.errors).toMatchObject({ 'subCategories.0.title': 'Title is required' });
    expect((await call<Card[]>('GET', '/v1/carousel')).body).toEqual([]);
  });

  it('adds with POST /carousel, edits with PUT /carousel/{id}, and names new sub-categories', async () => {
    const created = await call('POST', '/v1/carousel', {
      title: 'SUVs',
      description: 'Room for all',
      link: '/inventory?body=suv',
      subCategories: [{ title: 'Compact' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'success',
      message: 'Data added successfully',
      title: 'SUVs',
      visible: true,
      version: 1,
    });
    expect(created.body.subCategories[0]).toMatchObject({
      title: 'Compact',
      description: '',
      link: '',
      logoImage: null,
    });
    expect(nth(created.body.subCategories, 0)._id).toMatch(/^[0-9a-f-]{36}$/);
    const { _id, version, subCategories } = created.body;
    const edited = await call('PUT', `/v1/carousel/${_id}`, {
      title: 'SUVs and crossovers',
      version,
      subCategories: [...subCategories, { title: 'Full size', link: '/suv/full' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'Success!', version: 2, title: 'SUVs and crossovers' });
    // The sub-category keeps its id across saves.
    expect(edited.body.subCategories.map((x) => x._id)[0]).toBe(nth(subCategories, 0)._id);
    expect(edited.body.subCategories).toHaveLength(2);
  });

  it('refuses a save over a newer version with 412 and changes nothing', async () => {
    const [card] = firstOf((await call<Card[]>('GET', '/v1/carousel')).body, 1);
    const stale = await call<Failure>('PUT', `/v1/carousel/${card._id}`, {
      title: 'Old tab',
      version: card.version - 1,
    });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(STALE_DOCUMENT);
    expect((await call('GET', `/v1/carousel/${card._id}`)).body).toMatchObject({
      title: card.title,
      version: card.version,
    });
    expect(
      (await call('DELETE', `/v1/carousel/${card._id}`, undefined, { 'if-match': `"${card.version - 1}"` })).status,
    ).toBe(412);
  });

  it('checks a sub-category logo like any image: uploaded here, at 16/9.09, and tracked as in use', async () => {
    const [card] = firstOf((await call<Card[]>('GET', '/v1/carousel')).body, 1);
    const square = await storedImage('carousel-square', 600, 600);
    const wide = await storedImage('carousel-logo', 1600, 909);
    const subs = card.subCategories;
    const bad = await call<Failure>('PUT', `/v1/carousel/${card._id}`, {
      version: card.version,
      subCategories: [subs[0], { ...subs[1], logoImage: square }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.['subCategories.1.logoImage']).toMatch(
      /^The image must have a 1\.7602:1 ratio \(this one is 600×600\)/,
    );
    const missing = await call<Failure>('PUT', `/v1/carousel/${card._id}`, {
      version: card.version,
      subCategories: [{ ...subs[0], logoImage: { ...wide, publicId: 'never-uploaded' } }],
    });
    expect(missing.body.errors?.['subCategories.0.logoImage']).toBe(
      'This image was not uploaded here: upload it again',
    );
    const noAlt = await call<Failure>('PUT', `/v1/carousel/${card._id}`, {
      version: card.version,
      subCategories: [{ ...subs[0], logoImage: { ...wide, alt: '' } }],
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.errors?.['subCategories.0.logoImage.alt']).toBeDefined();
    expect((await call('GET', `/v1/carousel/${card._id}`)).body.version).toBe(card.version);

    const ok = await call('PUT', `/v1/carousel/${card._id}`, {
      version: card.version,
      subCategories: [subs[0], { ...subs[1], logoImage: wide }],
    });
    expect(ok.status).toBe(200);
    expect(nth(ok.body.subCategories, 1).logoImage).toMatchObject({ publicId: 'carousel-logo' });
    // In use by the card: the media store refuses to delete it.
    expect((await call<Failure>('DELETE', '/v1/media/carousel-logo')).status).toBe(409);
    // The desktop image keeps its own ratio, 21/6.9.
    const desktop = await call<Failure>('PUT', `/v1/carousel/${card._id}`, { version: ok.body.version, image: wide });
    expect(desktop.body.errors?.image).toMatch(/^The image must have a 3\.0435:1 ratio/);
  });
});

describe('carousel order: one request, refused when stale or incomplete', () => {
  let ids: string[];
  it('stores the order of every card in one request and lists them in it', async () => {
    for (const title of ['Sedans', 'Trucks']) expect((await call('POST', '/v1/carousel', { title })).status).toBe(201);
    const cards = (await call<Card[]>('GET', '/v1/carousel')).body;
    expect(cards.map((c) => c.title)).toEqual(['SUVs and crossovers', 'Sedans', 'Trucks']);
    ids = [nth(cards, 2)._id, nth(cards, 0)._id, nth(cards, 1)._id];
    const res = await call<{ status: string; message: string; data: Card[] }>('POST', '/v1/content/carousel/order', {
      ids,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'The new order is saved' });
    expect(res.body.data.map((c) => c.title)).toEqual(['Trucks', 'SUVs and crossovers', 'Sedans']);
    expect(await titles()).toEqual(['Trucks', 'SUVs and crossovers', 'Sedans']);
    // Positions moved, versions did not: an edit open elsewhere is not made stale by a reorder.
    expect(res.body.data.map((c) => c.version)).toEqual([
      nth(cards, 2).version,
      nth(cards, 0).version,
      nth(cards, 1).version,
    ]);
    expect(res.body.data.map((c) => c.position)).toEqual([0, 1, 2]);
  });

  it('refuses a list that misses an item or names a deleted one, with 412, and keeps the order', async () => {
    const incomplete = await call<Failure>('POST', '/v1/content/carousel/order', { ids: ids.slice(0, 2) });
    expect(incomplete.status).toBe(412);
    expect(incomplete.body.message).toBe(
      'The order must name every item: one item is missing (added meanwhile?). Reload and order again.',
    );
    const deleted = await call<Failure>('POST', '/v1/content/carousel/order', {
      ids: [...ids.slice(0, 2), 'gone-meanwhile'],
    });
    expect(deleted.status).toBe(412);
    expect(deleted.body.message).toBe(
      'The list changed meanwhile: an item in your order was deleted. Reload and order again.',
    );
    expect(await titles()).toEqual(['Trucks', 'SUVs and crossovers', 'Sedans']);
  });

  it('refuses malformed lists and collections without an order with 400', async () => {
    const twice = await call<Failure>('POST', '/v1/content/carousel/order', { ids: [ids[0], ids[0], ids[1]] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ ids: 'Each item may appear only once' });
    expect((await call<Failure>('POST', '/v1/content/carousel/order', { ids: [] })).body.message).toBe(
      'Send ids: the items in their new order',
    );
    expect((await call<Failure>('POST', '/v1/content/carousel/order', { ids: 'abc' })).status).toBe(400);
    expect((await call<Failure>('POST', '/v1/content/carousel/order', { ids, extra: 1 })).body.message).toBe(
      'Unknown field extra',
    );
    expect((await call<Failure>('POST', '/v1/content/carouselSetting/order', { ids: ['singleton'] })).status).toBe(400);
    expect((await call<Failure>('POST', '/v1/content/nothing/order', { ids: ['x'] })).status).toBe(404);
    expect(await titles()).toEqual(['Trucks', 'SUVs and crossovers', 'Sedans']);
  });

  it('a new card goes last; a delete leaves the others in order', async () => {
    const vans = (await call('POST', '/v1/carousel', { title: 'Vans' })).body;
    expect(await titles()).toEqual(['Trucks', 'SUVs and crossovers', 'Sedans', 'Vans']);
    expect((await call('DELETE', `/v1/carousel/${vans._id}`)).body).toMatchObject({
      status: 'deleted',
      message: 'Deleted',
    });
    expect(await titles()).toEqual(['Trucks', 'SUVs and crossovers', 'Sedans']);
  });
});

describe('carousel settings: both readings, hex colours, defaults', () => {
  it('starts at 300 ms, black text on white, under both readings', async () => {
    const res = await call<Record<string, unknown>>('GET', '/v1/carousel-setting');
    expect(res.body).toMatchObject({
      textColor: '#000000',
      backgroundColor: '#ffffff',
      sliderSpeed: 300,
      color: '#000000',
      bgColor: '#ffffff',
      slideSpeed: 300,
      version: 0,
    });
    expect((await api.get('/v1/public/carousel-setting')).body).toEqual({
      textColor: '#000000',
      backgroundColor: '#ffffff',
      sliderSpeed: 300,
      color: '#000000',
      bgColor: '#ffffff',
      slideSpeed: 300,
    });
  });

  it('a save under the other reading (color, bgColor, slideSpeed) is the same setting, read back under both', async () => {
    const saved = await call<Record<string, unknown>>('PUT', '/v1/carousel-setting', {
      color: '#fff',
      bgColor: '#1a2b3c',
      slideSpeed: 450,
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'success',
      message: 'Success!',
      textColor: '#fff',
      color: '#fff',
      backgroundColor: '#1a2b3c',
      bgColor: '#1a2b3c',
      sliderSpeed: 450,
      slideSpeed: 450,
      version: 1,
    });
    const again = await call<Record<string, unknown>>('PUT', '/v1/carousel-setting', {
      textColor: '#eeeeee',
      version: 1,
    });
    expect(again.body).toMatchObject({
      textColor: '#eeeeee',
      color: '#eeeeee',
      backgroundColor: '#1a2b3c',
      slideSpeed: 450,
      version: 2,
    });
    // A record read and sent back whole (both readings in it) saves as it is.
    const back = await call<Record<string, unknown>>('PUT', '/v1/carousel-setting', {
      ...again.body,
      sliderSpeed: 500,
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ sliderSpeed: 500, slideSpeed: 500, version: 3 });
    expect((await api.get('/v1/public/carousel-setting')).body).toMatchObject({
      color: '#eeeeee',
      bgColor: '#1a2b3c',
      slideSpeed: 500,
      sliderSpeed: 500,
    });
  });

  it('takes hex colours of 3 or 6 digits only, under either reading, and a stale version gets 412', async () => {
    for (const [field, value] of [
      ['textColor', '#ffff'],
      ['color', 'red'],
      ['bgColor', '#12345g'],
      ['backgroundColor', ''],
    ] as const) {
      const res = await call<Failure>('PUT', '/v1/carousel-setting', { [field]: value, version: 3 });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(Object.values(res.body.errors ?? {})).toEqual([HEX_COLOR_MESSAGE]);
    }
    expect((await call<Failure>('PUT', '/v1/carousel-setting', { slideSpeed: 20, version: 3 })).body.errors).toEqual({
      sliderSpeed: 'At least 100 ms',
    });
    expect((await call<Failure>('PUT', '/v1/carousel-setting', { textColor: '#abc', version: 2 })).status).toBe(412);
    expect((await call<Record<string, unknown>>('GET', '/v1/carousel-setting')).body).toMatchObject({
      textColor: '#eeeeee',
      version: 3,
    });
  });
});

describe('carousel public delivery', () => {
  it('serves shown cards in order with their sub-categories, srcsets included, with an ETag', async () => {
    const cards = (await call<Card[]>('GET', '/v1/carousel')).body;
    const hidden = cards.find((c) => c.title === 'Sedans')!;
    expect((await call('PUT', `/v1/carousel/${hidden._id}`, { version: hidden.version, visible: false })).status).toBe(
      200,
    );
    const res = await api.get<Record<string, unknown>[]>('/v1/public/carousel');
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.title)).toEqual(['Trucks', 'SUVs and crossovers']);
    const suvs = res.body[1] as { subCategories: Sub[]; visible?: boolean };
    expect(suvs.visible).toBeUndefined();
    expect(suvs.subCategories.map((x) => x.title)).toEqual(['Compact', 'Full size']);
    expect(nth(suvs.subCategories, 1).logoImage).toMatchObject({
      publicId: 'carousel-logo',
      srcset: '/media/carousel/carousel-logo-w480.webp 480w',
    });

    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    expect((await api.call('GET', '/v1/public/carousel', { headers: { 'if-none-match': etag } })).status).toBe(304);
    // A reorder changes the public answer at once.
    const ids = (await call<Card[]>('GET', '/v1/carousel')).body.map((c) => c._id).reverse();
    expect((await call('POST', '/v1/content/carousel/order', { ids })).status).toBe(200);
    const after = await api.call<Record<string, unknown>[]>('GET', '/v1/public/carousel', {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.body.map((c) => c.title)).toEqual(['SUVs and crossovers', 'Trucks']);
  });
});
