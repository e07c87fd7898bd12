/**
 * The content a public site in use has, written through the admin API as the console writes it: the three promo
 * banners published with their images, hero images (desktop and mobile pictures; one hidden), warranty images and
 * the menu. Pictures go through `POST /v1/media` when the server has that route (photo-like JPEGs at each field's
 * ratio); before it existed they are media rows as an upload leaves them (as tests/api/content.test.ts does).
 */
import { randomUUID } from 'node:crypto';
import type { ImageValue } from '../../contract/content/index.ts';
import { media } from '../../server/db/schema.ts';
import type { BenchServer } from './benchServer.ts';
import { photoLikeJpeg } from './contentPhoto.ts';
import { firstOf, nth } from '../support/nth.ts';

type Doc = Record<string, unknown> & { _id: string; version: number };

async function call<T>(s: BenchServer, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(s.url + url, {
    method,
    headers: {
      authorization: `Bearer ${s.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export const hasMediaRoute = (s: BenchServer) => s.app.hasRoute({ method: 'POST', url: '/v1/media' });

const made = new Map<string, Promise<Buffer>>();
/** One photo per size, made once: this is the server's process, the fill should not load it more than uploads do. */
const photo = (width: number, height: number) => {
  const key = `${width}x${height}`;
  if (!made.has(key)) made.set(key, photoLikeJpeg(width, height));
  return made.get(key)!;
};

/** One picture of `width`×`height` for `folder`, as the field stores it (`src`, or `mobileSrc` where the spec says). */
async function picture(
  s: BenchServer,
  folder: string,
  width: number,
  height: number,
  alt: string,
  srcKey: 'src' | 'mobileSrc' = 'src',
): Promise<ImageValue> {
  if (hasMediaRoute(s)) {
    const form = new FormData();
    form.append('folder', folder);
    form.append('preset', 'default');
    form.append(
      'file',
      new Blob([new Uint8Array(await photo(width, height))], { type: 'image/jpeg' }),
      `${folder}-${width}x${height}.jpg`,
    );
    const res = await fetch(`${s.url}/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}` },
      body: form,
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`POST /v1/media (${width}×${height}): ${res.status} ${text.slice(0, 300)}`);
    const m = JSON.parse(text) as { publicId: string; src: string; width: number; height: number };
    return { publicId: m.publicId, [srcKey]: m.src, width: m.width, height: m.height, alt };
  }
  const publicId = randomUUID().replace(/-/g, '');
  const storageKey = `${folder}/${publicId}.webp`;
  await s.db.db.insert(media).values({
    publicId,
    folder,
    preset: 'default',
    width,
    height,
    format: 'webp',
    bytes: Math.round(width * height * 0.12),
    variants: [480, 960, 1440, 1920]
      .filter((w) => w < width)
      .concat(width)
      .map((w) => ({ width: w, key: `${folder}/${publicId}-w${w}.webp` })),
    storageKey,
    createdAt: new Date(),
  });
  return { publicId, [srcKey]: `/media/${storageKey}`, width, height, alt };
}

const BANNERS = [
  {
    title: 'Spring clearance: 0% APR for 36 months',
    text: 'On every certified pre-owned SUV in stock until the end of April. Trade-ins welcome.',
    linkText: 'See the SUVs',
    linkPath: '/inventory?body=suv',
    linkColor: '#ffffff',
    background: '#0b3d91',
    textColor: '#fff',
    alt: 'A silver SUV parked on a mountain road at dusk',
  },
  {
    title: 'Free 12-month warranty on every car',
    text: 'Engine, gearbox and electrics covered, with roadside assistance across the country.',
    linkText: 'How it works',
    linkPath: '/warranty',
    linkColor: '#1a2b3c',
    background: '#f4c430',
    textColor: '#1a2b3c',
    alt: 'A mechanic checking the engine of a blue hatchback',
  },
  {
    title: 'Sell us your car in 24 hours',
    text: 'Get an offer online in two minutes, bring the car in, leave with the money the same day.',
    linkText: 'Get an offer',
    linkPath: '/sell-your-car',
    linkColor: '#ffffff',
    background: '#2e7d32',
    textColor: '#ffffff',
    alt: 'Keys handed over across a desk in the showroom',
  },
];

const HEROES = [
  {
    title: 'Find your next car',
    text: 'Over 2,000 inspected cars, delivered to your door.',
    linkPath: '/inventory',
    visible: true,
    alt: 'A row of cars in front of the showroom at sunset',
  },
  {
    title: 'Electric and hybrid',
    text: 'Lower running costs, charged and ready to drive.',
    linkPath: '/inventory?fuel=electric',
    visible: true,
    alt: 'A white electric car charging at a wall box',
  },
  {
    title: 'Family cars under 15,000',
    text: 'Seven seats, big boots, small prices.',
    linkPath: '/inventory?maxPrice=15000',
    visible: true,
    alt: 'A family loading a people carrier for a holiday',
  },
  {
    title: 'Summer road trip (draft)',
    text: 'Convertibles for the summer.',
    linkPath: '/inventory?body=convertible',
    visible: false,
    alt: 'A red convertible on a coastal road',
  },
];

const MENU = [
  ['Buy a car', '/inventory'],
  ['Sell your car', '/sell-your-car'],
  ['Finance', '/finance'],
  ['Warranty', '/warranty'],
  ['Electric cars', '/inventory?fuel=electric'],
  ['Ride-share', '/ride-share'],
  ['Blog', '/blog'],
  ['Contact us', '/contact'],
] as const;

/** Fills the content; answers how the pictures were made and what the public promo answer weighs. */
export async function fillContent(s: BenchServer): Promise<{ pictures: string; documents: number }> {
  const slots = await call<Doc[]>(s, 'GET', '/v1/promo');
  if (slots.length !== 3) throw new Error(`expected the 3 banner slots of a fresh install, found ${slots.length}`);
  for (const [i, slot] of slots.entries()) {
    const { alt, ...fields } = nth(BANNERS, i);
    // Promo image ratio 1.6 (spec §5).
    const img = await picture(s, 'home-images', 1600, 1000, alt);
    await call(s, 'PATCH', `/v1/promo/${slot._id}`, { ...fields, visible: true, img, version: slot.version });
  }
  for (const h of HEROES) {
    const { alt, ...fields } = h;
    // Desktop 16:4.98 (1920×598 is 0.07% off), mobile 1:1.
    const img = await picture(s, 'home-images', 1920, 598, alt);
    const mobileImg = await picture(s, 'home-images', 1080, 1080, alt, 'mobileSrc');
    await call(s, 'POST', '/v1/hero', { ...fields, img, mobileImg });
  }
  for (const title of ['Certified pre-owned warranty', 'Extended warranty']) {
    // Desktop 16:2.64 (1920×317 is 0.06% off), mobile 3.8375.
    const img = await picture(s, 'warranty', 1920, 317, `${title} banner`);
    const mobileImg = await picture(s, 'warranty', 1228, 320, `${title} banner`);
    await call(s, 'POST', '/v1/warranty', { title, visible: true, img, mobileImg });
  }
  for (const [title, linkPath] of MENU)
    await call(s, 'POST', '/v1/menuItems/createMenu', { data: { title, linkPath } });
  const [{ n }] = firstOf(await s.db.query<{ n: number }>('select count(*)::int as n from documents'), 1);
  return {
    pictures: hasMediaRoute(s)
      ? 'uploaded through POST /v1/media'
      : 'media rows as an upload leaves them (POST /v1/media not mounted)',
    documents: n,
  };
}
