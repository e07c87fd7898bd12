import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { MediaRecord } from '../../../contract/content/api.ts';
import type { Vehicle, VehicleListResponse } from '../../../contract/vehicles.ts';
import type { Web360VehicleRow } from '../../../contract/web360.ts';
import { firstLinkInText, lastLinkIn } from '../../support/outbox.ts';
import { client, tokenOf } from './client.ts';
import { nth, firstOf } from '../../support/nth.ts';

export const SITE_KEY = 'public-site-key-for-backup-tests-0123';
export const PASSWORD = 'correct horse battery staple';

export interface Filled {
  token: string;
  /** Every stored file of every upload (`/media/...`), to compare bytes after a restore. */
  mediaSrcs: string[];
  vehicleCount: number;
  promoId: string;
}

type Doc = { _id: string; version: number };

export async function uploadImage(
  baseUrl: string,
  token: string,
  width: number,
  height: number,
  folder: string,
): Promise<MediaRecord> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: (width * 7) % 255, g: 90, b: (height * 3) % 255 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${baseUrl}/v1/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as MediaRecord;
}

const imageOf = (m: MediaRecord, alt: string) => ({
  publicId: m.publicId,
  src: m.src,
  width: m.width,
  height: m.height,
  alt,
});

/**
 * A record of every kind the product keeps, written through the API of a server just started on an empty database:
 * admins (one invited), sessions, a failed sign-in, a synced inventory with an edited vehicle, pins, 360 hotspots,
 * images, content of several collections with images and revisions, settings, partners, a referral, body-type cards.
 */
export async function fillEveryKind(baseUrl: string, serverOutput: string, dataDir: string): Promise<Filled> {
  const api = client(baseUrl);
  const ok = <T>(r: { status: number; body: T }, status = 200) => {
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    return r.body;
  };
  ok(await api.post('/v1/users/set-password', { password: PASSWORD }, tokenOf(firstLinkInText(serverOutput)!)));
  const token = ok(
    await api.post<{ token: string }>('/v1/auth/login', { email: 'admin@example.com', password: PASSWORD }),
  ).token;
  ok(await api.post('/v1/users/invite', { email: 'editor@example.com' }, token), 201);
  ok(
    await api.post(
      '/v1/users/set-password',
      { password: `${PASSWORD} two` },
      tokenOf(lastLinkIn(path.join(dataDir, 'outbox'), 'editor@example.com')),
    ),
  );
  expect(
    (await api.post('/v1/auth/login', { email: 'editor@example.com', password: 'wrong password here' })).status,
  ).toBe(401);
  ok(await api.post('/v1/syncLimit', { vehicleLimit: 500 }, token));

  ok(await api.put('/v1/vehicles', undefined, token), 202);
  for (let i = 0; i < 400; i++) {
    const s = (
      await api.get<{ lastUpdated: { isInProgress: boolean }; runs: { status: string }[] }>('/v1/sync/status', token)
    ).body;
    if (!s.lastUpdated.isInProgress && s.runs[0] && s.runs[0].status !== 'running') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const list = ok(await api.get<VehicleListResponse>('/v1/vehicles?pageSize=200', token));
  expect(list.total).toBeGreaterThan(0);

  const rows = ok(await api.get<{ data: Web360VehicleRow[] }>('/v1/web360/vehicles?pageSize=200', token)).data;
  const car = rows.find(
    (r) =>
      r.hasInterior && r.layers['20'] > 0 && r.layers['45'] === r.layers['20'] && r.layers['60'] === r.layers['20'],
  )!;
  const config = ok(
    await api.get<{ spin: { rows: { frames: string[] }[] } }>(`/v1/web360/vehicles/${car.stockid}`, token),
  );
  await (await fetch(new URL(nth(nth(config.spin.rows, 1).frames, 0), baseUrl))).arrayBuffer(); // the sandbox draws a frame on first request
  ok(
    await api.post(
      '/v1/web360/hotspot',
      {
        stockid: car.stockid,
        exteriorHotspots: [
          {
            id: 'e1',
            type: 'DAMAGE',
            title: 'Dent',
            description: 'Driver door',
            pictures: [],
            offsetX: 100,
            offsetY: 200,
            rowIndex: 1,
            imageIndex: 3,
          },
        ],
        interiorHotspots: [
          { id: 'i1', type: 'DAMAGE', title: 'Stain', description: 'Rear seat', pictures: [], pitch: -10, yaw: 30 },
        ],
      },
      token,
    ),
  );
  const vehicle = ok(await api.get<Vehicle>(`/v1/vehicles/${car.stockid}`, token));
  ok(
    await api.put(
      `/v1/vehicles/${car.stockid}`,
      { version: vehicle.version, active: true, rimSize: '18', seo: { title: 'Kept by the backup' } },
      token,
    ),
  );
  const radius = Math.round(((20 * 1024) / 520) * 100) / 100;
  ok(
    await api.post(
      '/v1/vehicle-pins',
      {
        stockId: car.stockid,
        picture: nth(vehicle.picturesUrl, 0).picture,
        pin: {
          areas: [{ name: 'd1', shape: 'circle', coords: [100, 100, radius] }],
          description: [{ id: 'd1', type: 'DAMAGE', title: 'Scratch', description: 'Rear bumper' }],
        },
      },
      token,
    ),
    201,
  );

  const promoImage = await uploadImage(baseUrl, token, 1600, 1000, 'home-images');
  const wide = await uploadImage(baseUrl, token, 1212, 200, 'warranty');
  const wideMobile = await uploadImage(baseUrl, token, 1535, 400, 'warranty');
  const unused = await uploadImage(baseUrl, token, 800, 600, 'home-images');
  const [slot] = firstOf(ok(await api.get<Doc[]>('/v1/promo', token)), 1);
  const promo = ok(
    await api.call<Doc>('PATCH', `/v1/promo/${slot._id}`, {
      token,
      body: { title: 'Spring sale', img: imageOf(promoImage, 'A red hatchback by the sea'), version: slot.version },
    }),
  );
  ok(
    await api.call('PATCH', `/v1/promo/${slot._id}`, { token, body: { title: 'Summer sale', version: promo.version } }),
  );
  ok(
    await api.post(
      '/v1/warranty',
      {
        title: 'Five-year cover',
        visible: true,
        img: imageOf(wide, 'Warranty banner with a shield'),
        mobileImg: imageOf(wideMobile, 'Warranty shield'),
      },
      token,
    ),
    201,
  );
  ok(await api.post('/v1/menuItems/createMenu', { data: { title: 'Inventory', linkPath: '/inventory' } }, token), 201);
  ok(
    await api.post(
      '/v1/blog-posts',
      {
        title: 'Ten checks before you buy',
        category: 'Buying guides',
        html: '<p>Look at the <strong>tyres</strong>.</p>',
        metaTitle: 'Buying a used car',
        metaDescription: 'What to check',
        metaKeywords: 'used car',
        seoTags: { h1: 'Buying used', h2: 'Checks', h3: 'Paperwork' },
      },
      token,
    ),
    201,
  );
  ok(
    await api.post(
      '/v1/prices',
      { version: 0, lockDown: '$1,250.5', downPayment: '0.10', retailDeposit: 999999.99 },
      token,
    ),
  );
  ok(
    await api.post(
      '/v1/promotion/partner',
      {
        name: 'Metro Rides',
        promoCode: 'METRO10',
        promoLink: 'https://metro.example.com/offer',
        contactNumber: '5551234567',
        partnerSaleDiscount: 300,
        partnerRentDiscount: 25.5,
        rentWeeklyDiscount: '10% first 4 weeks',
      },
      token,
    ),
    201,
  );
  const referral = await api.post(
    '/v1/public/referrals',
    { promoCode: 'metro10', referralName: 'Dana Cole', referralPhoneNumber: '5550001111', dealType: 'Offline' },
    undefined,
    { 'x-public-site-key': SITE_KEY },
  );
  expect(referral.status, JSON.stringify(referral.body)).toBe(201);
  const values = ok(await api.get<{ data: { value: string }[] }>('/v1/body-types/available', token)).data.map(
    (v) => v.value,
  );
  ok(
    await api.post(
      '/v1/body-types',
      {
        cards: [
          { carBody: 'Sedans', dmsBodyValues: values.slice(0, 2) },
          { carBody: 'SUVs', dmsBodyValues: values.slice(2, 3), isCampaignActive: true },
        ],
        version: 0,
      },
      token,
    ),
  );

  const mediaSrcs = [promoImage, wide, wideMobile, unused].flatMap((m) => [m.src, ...m.variants.map((v) => v.src)]);
  return { token, mediaSrcs, vehicleCount: list.total, promoId: slot._id };
}
