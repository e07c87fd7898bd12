import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDocument, MediaRecord } from '../../contract/content/index.ts';
import { documents, media } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth, firstOf } from '../support/nth.ts';

/**
 * Image values as the spec shows them (`{src, publicId}` with the alt text): the server completes the size from its
 * own media record and checks one that is sent; every image field has a minimum width, checked at upload (when the
 * upload names its field) and at save.
 */
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Doc = ContentDocument & Record<string, unknown>;
type Failure = { message: string; errors?: Record<string, string> };

const call = <T = Doc>(method: string, url: string, body?: unknown) => api.call<T>(method, url, { token, body });

async function upload(width: number, height: number, fields: Record<string, string>) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${s.url}/v1/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as MediaRecord & Failure };
}

/** A media row as an upload leaves it (uploads are encoded on two cores: rows are cheaper where the bytes do not matter). */
async function stored(publicId: string, folder: string, width: number, height: number) {
  await s.ctx.database.db.insert(media).values({
    publicId,
    folder,
    preset: 'default',
    width,
    height,
    format: 'jpeg',
    bytes: 1000,
    variants: [{ width: 480, key: `${folder}/${publicId}-w480.webp` }],
    storageKey: `${folder}/${publicId}.jpg`,
    createdAt: new Date(),
  });
  return `/media/${folder}/${publicId}.jpg`;
}
/** The spec's shape: no width, no height. */
const specImage = async (
  publicId: string,
  folder: string,
  width: number,
  height: number,
  srcKey: 'src' | 'mobileSrc' = 'src',
) => ({ publicId, [srcKey]: await stored(publicId, folder, width, height), alt: 'A grey saloon at the kerb' });

let slot: Doc;
beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
  api = client(s.url);
  [slot] = firstOf((await call<Doc[]>('GET', '/v1/promo')).body, 1);
});
afterAll(() => s.close());

describe('image values as the spec shows them', () => {
  it('a promo saved with {src, publicId, alt} gets its width and height from the media record', async () => {
    const up = await upload(1600, 1000, { folder: 'home-images' });
    expect(up.status).toBe(201);
    const res = await call('PATCH', `/v1/promo/${slot._id}`, {
      img: { src: up.body.src, publicId: up.body.publicId, alt: 'Cars lined up in the showroom' },
      version: slot.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.img).toEqual({
      publicId: up.body.publicId,
      src: up.body.src,
      alt: 'Cars lined up in the showroom',
      width: 1600,
      height: 1000,
    });
    slot = (await call('GET', `/v1/promo/${slot._id}`)).body;
    expect(slot.img).toMatchObject({ width: 1600, height: 1000 });
  });

  it("a size sent that is not the image's own is refused", async () => {
    const img = slot.img as Record<string, unknown>;
    const wrong = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, {
      img: { ...img, width: 800, height: 500 },
      version: slot.version,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ img: 'The image is 1600×1000, not 800×500' });
    const half = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, {
      img: { ...img, height: undefined },
      version: slot.version,
    });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({ 'img.height': 'width and height go together: send both or neither' });
    // The size as read is the image's own: saved as before.
    expect((await call('PATCH', `/v1/promo/${slot._id}`, { img, title: 'Spring', version: slot.version })).status).toBe(
      200,
    );
  });

  it('every image field takes {src, publicId, alt}: hero, warranty, carousel, cities, ride-share home and FAQ', async () => {
    const saves: [string, string, Record<string, unknown>][] = [
      [
        'POST',
        '/v1/hero',
        {
          title: 'Drive today',
          img: await specImage('hero-d', 'home-images', 1600, 498),
          mobileImg: await specImage('hero-m', 'home-images', 800, 800, 'mobileSrc'),
        },
      ],
      [
        'POST',
        '/v1/warranty',
        {
          title: 'Five years',
          img: await specImage('war-d', 'warranty', 1600, 264),
          mobileImg: await specImage('war-m', 'warranty', 1535, 400),
        },
      ],
      [
        'POST',
        '/v1/carousel',
        {
          title: 'SUVs',
          image: await specImage('car-d', 'carousel', 2100, 690),
          mobileImage: await specImage('car-m', 'carousel', 600, 600),
          logoImage: await specImage('car-l', 'carousel', 300, 300),
          subCategories: [{ title: 'Compact', logoImage: await specImage('car-s', 'carousel', 1600, 909) }],
        },
      ],
      [
        'POST',
        '/v1/ride-share-seo',
        {
          cityName: 'Austin',
          workState: 'TX',
          plateType: 'TLC',
          zone: ['SOUTH'],
          img: await specImage('city', 'ride-share-cities', 1600, 909),
        },
      ],
      [
        'POST',
        '/v1/ride-share-home',
        {
          title: 'Drive with us',
          img: await specImage('rsh-d', 'home-images', 1600, 498),
          mobileImg: await specImage('rsh-m', 'home-images', 600, 600, 'mobileSrc'),
        },
      ],
      ['POST', '/v1/faq-list', { title: 'How do I buy?', img: await specImage('faq', 'faq', 1600, 900) }],
    ];
    for (const [method, url, body] of saves) {
      const res = await call(method, url, body);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(201);
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'object' && value && 'publicId' in value)
          expect(res.body[key], `${url} ${key}`).toMatchObject({
            width: expect.any(Number),
            height: expect.any(Number),
          });
      }
    }
    const [card] = firstOf((await call<Doc[]>('GET', '/v1/carousel')).body, 1);
    expect(nth(card.subCategories as Doc[], 0).logoImage).toMatchObject({ width: 1600, height: 909 });
    expect(card.image).toMatchObject({ width: 2100, height: 690 });
  });

  it('the public site reads the completed size', async () => {
    const current = (await call('GET', `/v1/promo/${slot._id}`)).body;
    const shown = await call('PATCH', `/v1/promo/${slot._id}`, { visible: true, version: current.version });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const [pub] = firstOf((await api.get<Doc[]>('/v1/public/promo')).body, 1);
    expect(pub.img).toMatchObject({ width: 1600, height: 1000 });
  });
});

describe('minimum image sizes', () => {
  it('a 50×50 upload for a banner is refused with the size needed', async () => {
    const before = (await s.ctx.database.db.select().from(media)).length;
    const res = await upload(50, 50, { target: 'promo.img' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image must be at least 800 px wide (this one is 50×50)');
    expect(res.body.errors).toEqual({ file: 'The image must be at least 800 px wide (this one is 50×50)' });
    expect((await s.ctx.database.db.select().from(media)).length).toBe(before);
  });

  it("an upload that names its field goes to the field's folder; one large enough is stored", async () => {
    const res = await upload(300, 300, { target: 'carousel.subCategories[].logoImage', preset: 'default' });
    // A logo's minimum is smaller than a banner's; the ratio is checked when it is saved.
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.folder).toBe('carousel');
    const narrowLogo = await upload(100, 57, { target: 'carousel.subCategories.0.logoImage' });
    expect(narrowLogo.body.message).toBe('The image must be at least 160 px wide (this one is 100×57)');
  });

  it("an upload naming no image field, or another folder than its field's, is refused naming the field", async () => {
    const unknown = await upload(900, 600, { target: 'promo.title' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['target']);
    const folder = await upload(900, 600, { target: 'promo.img', folder: 'faq' });
    expect(folder.status).toBe(400);
    expect(folder.body.errors).toEqual({ folder: 'Images of promo.img go in the folder home-images' });
  });

  it('a banner narrower than its minimum is refused at save with the size needed', async () => {
    // Uploaded without naming its field: only the save knows where it goes.
    const up = await upload(80, 50, { folder: 'home-images' });
    expect(up.status).toBe(201);
    const current = (await call('GET', `/v1/promo/${slot._id}`)).body;
    const res = await call<Failure>('PATCH', `/v1/promo/${slot._id}`, {
      img: { publicId: up.body.publicId, src: up.body.src, alt: 'A tiny banner' },
      version: current.version,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ img: 'The image must be at least 800 px wide (this one is 80×50)' });
    expect(res.body.message).toBe('Image: The image must be at least 800 px wide (this one is 80×50)');
  });

  it('the stored file and its copies are never wider than the picture sent', async () => {
    const up = await upload(820, 512, { target: 'promo.img' });
    expect(up.status).toBe(201);
    expect([up.body.width, up.body.height]).toEqual([820, 512]);
    expect(up.body.variants.map((v) => v.width)).toEqual([480, 820]);
    const copy = await fetch(`${s.url}${nth(up.body.variants, 1).src}`);
    expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(820);
  });

  it('an image a document held before the minimum stays while other fields change, until it is replaced', async () => {
    const [, second] = firstOf((await call<Doc[]>('GET', '/v1/promo')).body, 2);
    const src = await stored('old-narrow', 'home-images', 400, 250);
    const old = { publicId: 'old-narrow', src, width: 400, height: 250, alt: 'An older, small banner' };
    // As a document saved before the rule holds it.
    const where = and(eq(documents.collection, 'promo'), eq(documents.id, second._id));
    const [row] = firstOf(await s.ctx.database.db.select().from(documents).where(where), 1);
    await s.ctx.database.db
      .update(documents)
      .set({ data: { ...row.data, img: old }, mediaIds: ['old-narrow'] })
      .where(where);
    const edit = await call('PATCH', `/v1/promo/${second._id}`, { title: 'Autumn', version: second.version });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const other = {
      publicId: 'new-narrow',
      src: await stored('new-narrow', 'home-images', 400, 250),
      alt: 'Another small banner',
    };
    const replaced = await call<Failure>('PATCH', `/v1/promo/${second._id}`, {
      img: other,
      version: edit.body.version,
    });
    expect(replaced.body.errors).toEqual({ img: 'The image must be at least 800 px wide (this one is 400×250)' });
  });
});
