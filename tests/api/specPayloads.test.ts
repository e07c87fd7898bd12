import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_REQUIRED } from '../../contract/content/index.ts';
import type { Vehicle, VehicleListResponse } from '../../contract/vehicles.ts';
import { client, lastLinkTo, tokenOf } from './helpers/client.ts';
import type { TestServer } from './helpers/server.ts';
import { startSynced } from './helpers/sync.ts';
import { nth, firstOf } from '../support/nth.ts';

/**
 * Spec §7 of ../shared/spec/inventory-and-access.md and public-content.md: every write call, sent with the payload
 * the spec lists and nothing more, succeeds. The one thing added is `version` where a write changes something
 * already stored (the conflict rule), and where the spec shows no fields the product's own; the README lists these
 * exceptions, and the last test checks that `version` is indeed the only thing such writes miss.
 */
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Doc = { _id: string; version: number } & Record<string, unknown>;

async function accepted<T = Doc>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const r = await api.call<T>(method, url, { token, body, headers });
  expect(r.status, `${method} ${url} answered ${r.status}: ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(200);
  expect(r.status, `${method} ${url} answered ${r.status}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
}
/**
 * An image as the console uploads it (POST /v1/media, the "cloud media service" of the spec), and the value a
 * document carries: the spec's {src, publicId} plus width, height and alt (an exception, see the README).
 */
async function uploadedImage(folder: string, width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'city.jpg');
  const res = await fetch(`${s.url}/v1/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const upload = (await res.json()) as { publicId: string; src: string; width: number; height: number };
  expect(res.status, JSON.stringify(upload)).toBe(201);
  return {
    publicId: upload.publicId,
    src: upload.src,
    width: upload.width,
    height: upload.height,
    alt: 'Downtown skyline at dusk',
  };
}
/** A setting's version as read: 0 before its first save. */
const versionOf = async (url: string) => (await accepted<{ version: number }>('GET', url)).version;

beforeAll(async () => {
  ({ s, api, token } = await startSynced(30));
});
afterAll(() => s.close());

describe("inventory-and-access §7: each write call takes the spec's payload", () => {
  it('POST /auth/login {email, password}; POST users/invite {email}; POST /users/set-password {password}; DELETE /users/{id}', async () => {
    const login = await api.post<{ token: string; email: string; role: string; _id: string; status: string }>(
      '/v1/auth/login',
      { email: s.config.ADMIN_EMAIL, password: 'correct horse battery staple' },
    );
    expect(login.status).toBe(200);
    expect(Object.keys(login.body)).toEqual(expect.arrayContaining(['token', 'email', 'role', '_id', 'status']));
    await accepted('POST', '/v1/users/invite', { email: 'spec.client@example.com' });
    const set = await api.post(
      '/v1/users/set-password',
      { password: 'correct horse battery staple two' },
      tokenOf(lastLinkTo(s.outboxDir, 'spec.client@example.com')),
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const users = await accepted<
      Array<{ _id: string; email: string }> | { data: Array<{ _id: string; email: string }> }
    >('GET', '/v1/users');
    const list = Array.isArray(users) ? users : users.data;
    const invited = list.find((u) => u.email === 'spec.client@example.com')!;
    await accepted('DELETE', `/v1/users/${invited._id}`);
  });

  it('PUT /vehicles (the sync, no payload); PUT /vehicles/{id} with the whole vehicle as read', async () => {
    await accepted('PUT', '/v1/vehicles');
    await s.app.inventory.sync.idle();
    const [first] = firstOf((await accepted<VehicleListResponse>('GET', '/v1/vehicles?pageSize=20')).data, 1);
    const whole = await accepted<Vehicle>('GET', `/v1/vehicles/${first.stockid}`);
    const saved = await accepted<Vehicle | { vehicle: Vehicle }>('PUT', `/v1/vehicles/${first.stockid}`, {
      ...whole,
      rimSize: '18',
    });
    expect(JSON.stringify(saved)).toContain('"rimSize":"18"');
  });

  it('POST /vehicle-pins {picture, pin (areas, description), stockId}; PATCH the same plus version; DELETE /vehicle-pins/{id}', async () => {
    const list = (await accepted<VehicleListResponse>('GET', '/v1/vehicles?pageSize=20')).data;
    const v = await accepted<Vehicle>('GET', `/v1/vehicles/${list.find((x) => x.picturesUrl.length > 0)!.stockid}`);
    const radius = Math.round(((20 * 1024) / 520) * 100) / 100;
    const pin = {
      areas: [{ name: 'd1', shape: 'circle', coords: [100, 100, radius] }],
      description: [{ id: 'd1', type: 'DAMAGE', title: 'Scratch', description: 'Rear bumper' }],
    };
    const created = await accepted<{ data: Doc }>('POST', '/v1/vehicle-pins', {
      picture: nth(v.picturesUrl, 0).picture,
      pin,
      stockId: v.stockid,
    });
    await accepted('PATCH', '/v1/vehicle-pins', {
      picture: nth(v.picturesUrl, 0).picture,
      pin,
      stockId: v.stockid,
      version: created.data.version,
    });
    await accepted('DELETE', `/v1/vehicle-pins/${created.data._id}`);
  });

  it('PUT /features {stockid, installedPossibleFeatures, possibleFeatures}', async () => {
    const list = (await accepted<VehicleListResponse>('GET', '/v1/vehicles?pageSize=20')).data;
    const details = await Promise.all(list.map((x) => accepted<Vehicle>('GET', `/v1/vehicles/${x.stockid}`)));
    const v = details.find((x) => x.features.possibleFeatures.some((p) => p.nadaEquipments.length === 1))!;
    const p = v.features.possibleFeatures.find((x) => x.nadaEquipments.length === 1)!;
    await accepted('PUT', '/v1/features', {
      stockid: v.stockid,
      installedPossibleFeatures: [
        { possibleFeatureId: p.possibleFeatureId, nadaEquipments: [{ id: nth(p.nadaEquipments, 0).id }] },
      ],
      possibleFeatures: [],
    });
  });

  it('POST /syncLimit {_id, vehicleLimit}', async () => {
    await accepted('POST', '/v1/syncLimit', { _id: 'synclimit', vehicleLimit: 500 });
  });

  it('POST web360/hotspot {stockid, interiorHotspots}; DELETE web360/hotspot/{stockid}/{view}/{hotspotid}', async () => {
    const rows = await accepted<
      Array<{ stockid: string; hasInterior: boolean }> | { data: Array<{ stockid: string; hasInterior: boolean }> }
    >('GET', '/v1/web360/vehicles');
    const withInterior = (Array.isArray(rows) ? rows : rows.data).find((r) => r.hasInterior)!;
    const spot = { id: 'h1', type: 'DAMAGE', title: 'Stain', description: 'Rear seat', pitch: -10, yaw: 40 };
    await accepted('POST', '/v1/web360/hotspot', { stockid: withInterior.stockid, interiorHotspots: [spot] });
    await accepted('DELETE', `/v1/web360/hotspot/${withInterior.stockid}/interior/h1`);
  });
});

describe("public-content §7: each write call takes the spec's payload", () => {
  /** POST creates, the update shape (PATCH or PUT on {id}) changes with the version, DELETE removes. */
  async function roundTrip(
    path: string,
    create: Record<string, unknown>,
    change: Record<string, unknown>,
    updateMethod: 'PATCH' | 'PUT',
  ) {
    const made = await accepted('POST', `/v1${path}`, create);
    const changed = await accepted(updateMethod, `/v1${path}/${made._id}`, { ...change, version: made.version });
    expect(changed.version).toBe(made.version + 1);
    await accepted('DELETE', `/v1${path}/${made._id}`);
  }

  it('promo, hero and warranty: POST, PATCH /{id}, DELETE /{id}', async () => {
    await roundTrip(
      '/promo',
      {
        title: 'Spring',
        text: 'Deals',
        visible: false,
        linkText: 'See',
        linkPath: '/cars',
        linkColor: '#fff',
        background: '#000',
        textColor: '#fff',
      },
      { title: 'Summer' },
      'PATCH',
    );
    await roundTrip(
      '/hero',
      { title: 'Drive today', text: 'Low payments', visible: false, linkPath: '/cars' },
      { text: 'Lower payments' },
      'PATCH',
    );
    await roundTrip('/warranty', { title: 'Five years', visible: false }, { title: 'Six years' }, 'PATCH');
  });

  it('carousel: POST, PUT /{id}, DELETE /{id}; PUT carousel-setting and hero-carousel-setting', async () => {
    await roundTrip(
      '/carousel',
      { title: 'SUVs', description: 'Room for all', link: '/cars/suv', subCategories: [] },
      { title: 'Big SUVs' },
      'PUT',
    );
    await accepted('PUT', '/v1/carousel-setting', {
      textColor: '#ffffff',
      backgroundColor: '#000000',
      sliderSpeed: 300,
      version: await versionOf('/v1/carousel-setting'),
    });
    // The other reading of the same setting (color, bgColor, slideSpeed).
    await accepted('PUT', '/v1/carousel-setting', {
      color: '#eeeeee',
      bgColor: '#111111',
      slideSpeed: 400,
      version: await versionOf('/v1/carousel-setting'),
    });
    const hero = await accepted<Doc>('GET', '/v1/hero-carousel-setting');
    await accepted('PUT', '/v1/hero-carousel-setting', { sliderSpeed: 500, version: hero.version });
  });

  it('POST /body-types (cards); POST /inventory; POST /prices; POST /promotion/discounts; POST /delivery', async () => {
    const cards = await accepted<{ version: number }>('GET', '/v1/body-types');
    await accepted('POST', '/v1/body-types', {
      cards: [{ carBody: 'Sedans', dmsBodyValues: [] }],
      version: cards.version,
    });
    // The spec's reading, the bare list of cards, with the version in If-Match.
    await accepted('POST', '/v1/body-types', [{ carBody: 'Sedans', dmsBodyValues: [] }], {
      'if-match': String(cards.version + 1),
    });
    await accepted('POST', '/v1/inventory', {
      inventoryThreshold: 5,
      notificationEmail: 'stock@example.com',
      version: await versionOf('/v1/inventory'),
    });
    await accepted('POST', '/v1/prices', {
      lockDown: '500',
      downPayment: '1000',
      retailDeposit: '250',
      version: await versionOf('/v1/prices'),
    });
    await accepted('POST', '/v1/promotion/discounts', {
      saleDiscount: 100,
      rentDiscount: 50,
      version: await versionOf('/v1/promotion/discounts'),
    });
    await accepted('POST', '/v1/delivery', {
      deliveryMiles: 200,
      deliveryDays: 3,
      deliveryFee: 99,
      isRideShareEnabled: true,
      version: await versionOf('/v1/delivery'),
    });
  });

  it('category: POST category/addCategory (body categoryData), DELETE /category/{id}', async () => {
    const made = await accepted<Doc>('POST', '/v1/category/addCategory', {
      categoryData: { category: 'UBER X', description: 'Everyday rides', highestCategory: false },
    });
    await accepted('DELETE', `/v1/category/${made._id}`);
  });

  it('lifestyle: POST addlifeStyleCategory, POST updatelifeStyleCategory, DELETE /lifeStyle/{id}', async () => {
    const made = await accepted<Doc>('POST', '/v1/lifeStyle/addlifeStyleCategory', {
      category: 'Spacious',
      description: 'Room to spare',
    });
    await accepted('POST', '/v1/lifeStyle/updatelifeStyleCategory', {
      _id: made._id,
      category: 'Spacious',
      description: 'Room for everyone',
      version: made.version,
    });
    await accepted('DELETE', `/v1/lifeStyle/${made._id}`);
  });

  it('menu: POST /menuItems/createMenu (body data), POST /menuItems/updateMenuItem, DELETE /menuItems/{id}', async () => {
    const made = await accepted<Doc>('POST', '/v1/menuItems/createMenu', {
      data: { title: 'Financing', linkPath: '/finance' },
    });
    await accepted('POST', '/v1/menuItems/updateMenuItem', {
      _id: made._id,
      title: 'Finance',
      linkPath: '/finance',
      version: made.version,
    });
    await accepted('DELETE', `/v1/menuItems/${made._id}`);
  });

  it('promotion partner: POST /promotion/partner, PATCH and DELETE /promotion/partner/{id}', async () => {
    const partner = {
      name: 'Acme Rides',
      promoCode: 'ACME10',
      promoLink: 'https://acme.example.com/offer',
      contactNumber: '5551234567',
      partnerSaleDiscount: 100,
      partnerRentDiscount: 50,
      rentWeeklyDiscount: '10%',
    };
    await roundTrip('/promotion/partner', partner, { contactNumber: '5557654321' }, 'PATCH');
  });

  it('ride-share SEO cities: POST, PUT /{id}, DELETE /image/{id}, DELETE /{id}', async () => {
    // The spec's city fields include its url, which the server builds: one sent is ignored.
    const city = {
      url: '/ride-share/tx/austin/tlc',
      cityName: 'Austin',
      workState: 'TX',
      plateType: 'TLC',
      zone: ['SOUTH'],
      active: false,
      metaTitle: 'Austin',
      metaDescription: 'Cars in Austin',
      metaKeywords: 'austin',
      seoTags: { h1: 'Austin', h2: 'Rides', h3: 'Cars' },
      citySpecificText: 'Welcome',
      textColor: '#000',
    };
    const made = await accepted<Doc>('POST', '/v1/ride-share-seo', {
      ...city,
      img: await uploadedImage('ride-share-cities', 1600, 909),
    });
    const changed = await accepted<Doc>('PUT', `/v1/ride-share-seo/${made._id}`, {
      ...city,
      citySpecificText: 'Welcome to Austin',
      version: made.version,
    });
    // No payload (the spec's call): the removal applies to the page as it is now.
    const removed = await accepted<Doc>('DELETE', `/v1/ride-share-seo/image/${made._id}`);
    expect([removed.img, removed.version]).toEqual([null, changed.version + 1]);
    await accepted('DELETE', `/v1/ride-share-seo/${made._id}`);
  });

  it('ride-share companies, blog posts, RDS list and FAQ: POST, update, DELETE', async () => {
    await roundTrip('/ride-share-companies', { name: 'Lyft', isActive: true }, { isActive: false }, 'PUT');
    const post = {
      url: '/blog/guides/buying-used',
      title: 'Buying used',
      category: 'Guides',
      html: '<p>Hello</p>',
      content: null,
      isActive: false,
      metaTitle: 'Buying used',
      metaDescription: 'A guide',
      metaKeywords: 'used cars',
      metaCanonical: '',
      seoTags: { h1: 'Buying', h2: 'Used', h3: 'Cars' },
      callToActionLink: '/cars',
      callToActionText: 'Shop',
      previewDescription: 'A guide',
    };
    await roundTrip('/blog-posts', post, { ...post, title: 'Buying a used car' }, 'PUT');
    const [vehicle] = firstOf((await accepted<VehicleListResponse>('GET', '/v1/vehicles?pageSize=20')).data, 1);
    await roundTrip('/rds-list', { stockId: vehicle.stockid, zone: 'SOUTH' }, { zone: 'PACIFIC' }, 'PATCH');
    await roundTrip(
      '/faq-list',
      { title: 'How to buy?', textColor: '#000', active: false },
      { title: 'How do I buy?' },
      'PUT',
    );
  });

  it('finance pins: PATCH /finance-pins/{id}', async () => {
    const pins = await accepted<Doc[]>('GET', '/v1/finance-pins');
    const [pin] = firstOf(pins, 1);
    await accepted('PATCH', `/v1/finance-pins/${pin._id}`, {
      number: pin.number,
      page: pin.page,
      description: 'Pay over 36 months',
      version: pin.version,
    });
  });
});

describe('the exceptions', () => {
  it('a write that changes something stored asks only for the version it edited (in the body or If-Match)', async () => {
    const made = await accepted<Doc>('POST', '/v1/faq-list', { title: 'Versioned?', active: false });
    const without = await api.call<{ message: string; errors: Record<string, string> }>(
      'PUT',
      `/v1/faq-list/${made._id}`,
      { token, body: { title: 'Versioned!' } },
    );
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ version: VERSION_REQUIRED });
    await accepted('PUT', `/v1/faq-list/${made._id}`, { title: 'Versioned!' }, { 'if-match': String(made.version) });
  });
});
