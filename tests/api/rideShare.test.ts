import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_REMOVED, STALE_DOCUMENT, type ContentDocument } from '../../contract/content/index.ts';
import { RDS_ZONE_MESSAGE } from '../../contract/content/rdsList.ts';
import { WORK_STATE_UNKNOWN } from '../../contract/content/rideShareCities.ts';
import { DMS_ZONES } from '../../contract/dms.ts';
import { media, vehicles } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { syncNow } from './helpers/sync.ts';
import { firstOf } from '../support/nth.ts';

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Doc = ContentDocument & { status?: string; message?: string; url?: string; img?: unknown };
type Failure = { message: string; errors?: Record<string, string> };

const call = <T = Doc>(method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  api.call<T>(method, url, { token, body, headers });

/** A media row as an upload leaves it (the upload itself is media.test.ts's subject). */
async function storedImage(
  publicId: string,
  folder: string,
  width: number,
  height: number,
  srcKey: 'src' | 'mobileSrc' = 'src',
) {
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
  return {
    publicId,
    [srcKey]: `/media/${folder}/${publicId}.jpg`,
    width,
    height,
    alt: 'A driver beside a grey saloon',
  };
}

const city = (over: Record<string, unknown> = {}) => ({
  cityName: 'Fort Worth',
  workState: 'TX',
  plateType: 'TLC',
  zone: ['SOUTHWEST'],
  ...over,
});

beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '12' });
  token = (await firstAdmin(s)).token;
  api = client(s.url);
});
afterAll(() => s.close());

describe('ride-share companies', () => {
  let uber: Doc;
  it('adds, lists and refuses a second company of the same name', async () => {
    const res = await call('POST', '/v1/ride-share-companies', { name: 'Uber', isActive: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Uber',
      isActive: true,
      status: 'success',
      message: 'Data added successfully',
      version: 1,
    });
    uber = res.body;
    const dup = await call<Failure>('POST', '/v1/ride-share-companies', { name: ' uber ' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('Data already exists with name - uber');
    const empty = await call<Failure>('POST', '/v1/ride-share-companies', { name: '' });
    expect(empty.body.errors).toEqual({ name: 'Name is required' });
    expect((await call<Doc[]>('GET', '/v1/ride-share-companies')).body).toHaveLength(1);
  });

  it('PUT turns a company off with its version; a stale version gets 412 and changes nothing', async () => {
    const off = await call('PUT', `/v1/ride-share-companies/${uber._id}`, { ...uber, isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isActive: false, version: 2, message: 'Success!' });
    const stale = await call<Failure>('PUT', `/v1/ride-share-companies/${uber._id}`, {
      name: 'Lyft',
      isActive: true,
      version: 1,
    });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(STALE_DOCUMENT);
    expect((await call('GET', `/v1/ride-share-companies/${uber._id}`)).body).toMatchObject({
      name: 'Uber',
      isActive: false,
      version: 2,
    });
  });

  it('the public site reads only the active companies, with an ETag', async () => {
    const lyft = (await call('POST', '/v1/ride-share-companies', { name: 'Lyft', isActive: true })).body;
    const res = await api.get<{ name: string }[]>('/v1/public/ride-share-companies');
    expect(res.body).toEqual([{ _id: lyft._id, name: 'Lyft' }]);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(
      (await api.call('GET', '/v1/public/ride-share-companies', { headers: { 'if-none-match': etag! } })).status,
    ).toBe(304);
    const del = await call('DELETE', `/v1/ride-share-companies/${uber._id}`);
    expect(del.body).toMatchObject({ status: 'deleted', message: 'Data deleted successfully' });
  });
});

describe('ride-share city pages', () => {
  let fortWorth: Doc;
  it('builds the URL from work state, city and plate type, and ignores a URL sent by the client', async () => {
    const res = await call('POST', '/v1/ride-share-seo', city({ cityName: '  Fort  Worth ', url: '/somewhere-else' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      url: '/ride-share/tx/fort-worth/tlc',
      active: false,
      zone: ['SOUTHWEST'],
      metaTitle: '',
      seoTags: { h1: '', h2: '', h3: '' },
    });
    fortWorth = res.body;
    const renamed = await call('PUT', `/v1/ride-share-seo/${fortWorth._id}`, { ...fortWorth, cityName: 'Dallas' });
    expect(renamed.body.url).toBe('/ride-share/tx/dallas/tlc');
    fortWorth = renamed.body;
  });

  it('keeps two cities from the same URL, whatever their spelling', async () => {
    const dup = await call<Failure>(
      'POST',
      '/v1/ride-share-seo',
      city({ cityName: 'DALLAS!', workState: 'tx', plateType: 'tlc' }),
    );
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual({ url: 'Data already exists with url - /ride-share/tx/dallas/tlc' });
    const other = await call('POST', '/v1/ride-share-seo', city({ cityName: 'Dallas', plateType: 'Standard' }));
    expect(other.body.url).toBe('/ride-share/tx/dallas/standard');
  });

  it('requires city name, work state, plate type and at least one zone, and refuses an eighth zone', async () => {
    const missing = await call<Failure>('POST', '/v1/ride-share-seo', { zone: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      cityName: 'City name is required',
      workState: 'Work state is required',
      plateType: 'Plate type is required',
      zone: 'Pick at least one zone',
    });
    const zones = ['MIDWEST PLAINS', 'NORTHEAST', 'NORTHWEST', 'PACIFIC', 'SOUTH', 'SOUTHEAST', 'SOUTHWEST'];
    const eight = await call<Failure>(
      'POST',
      '/v1/ride-share-seo',
      city({ cityName: 'Austin', zone: [...zones, 'GREAT LAKES'] }),
    );
    expect(eight.status).toBe(400);
    expect(eight.body.errors).toEqual({ zone: 'Pick at most 7 zones' });
    const seven = await call('POST', '/v1/ride-share-seo', city({ cityName: 'Austin', zone: zones }));
    expect(seven.status).toBe(201);
    const twice = await call<Failure>(
      'POST',
      '/v1/ride-share-seo',
      city({ cityName: 'Plano', zone: ['SOUTH', 'south'] }),
    );
    expect(twice.body.errors).toEqual({ zone: 'Each zone may be picked once' });
  });

  it("refuses a zone the DMS does not have (the RDS list's message) and a work state that is no US state or territory", async () => {
    const nowhere = await call<Failure>(
      'POST',
      '/v1/ride-share-seo',
      city({ cityName: 'Boston', workState: 'MA', zone: ['NOWHERE'] }),
    );
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual({ zone: RDS_ZONE_MESSAGE });
    const mixed = await call<Failure>(
      'POST',
      '/v1/ride-share-seo',
      city({ cityName: 'Boston', workState: 'MA', zone: ['NORTHEAST', 'GREAT LAKES'] }),
    );
    expect(mixed.body.errors).toEqual({ zone: RDS_ZONE_MESSAGE });
    for (const workState of ['ZZ', 'Texas', 'T', 'XX']) {
      const bad = await call<Failure>(
        'POST',
        '/v1/ride-share-seo',
        city({ cityName: 'Boston', workState, zone: ['NORTHEAST'] }),
      );
      expect(bad.status, workState).toBe(400);
      expect(bad.body.errors).toEqual({ workState: WORK_STATE_UNKNOWN });
    }
    const list = (await call<Doc[]>('GET', '/v1/ride-share-seo')).body;
    expect(list.filter((c) => c.cityName === 'Boston')).toEqual([]);
    // The zones of the sandbox DMS (RSDZoneCount) are the list's, each one accepted.
    const dmsZones = (
      await call<{ rsdZoneList: { zoneName: string }[] }>('GET', '/dms/Inventory/RSDZoneCount')
    ).body.rsdZoneList.map((z) => z.zoneName);
    expect(dmsZones).toEqual([...DMS_ZONES]);
    // Any case or spacing is taken, and stored as the DMS and USPS spell them; a territory is a work state too.
    const ok = await call(
      'POST',
      '/v1/ride-share-seo',
      city({ cityName: 'Boston', workState: 'ma', zone: ['northeast', ' Midwest  Plains '] }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      workState: 'MA',
      zone: ['NORTHEAST', 'MIDWEST PLAINS'],
      url: '/ride-share/ma/boston/tlc',
    });
    const sanJuan = await call(
      'POST',
      '/v1/ride-share-seo',
      city({ cityName: 'San Juan', workState: 'PR', zone: ['SOUTHEAST'] }),
    );
    expect(sanJuan.status).toBe(201);
    expect((await call('DELETE', `/v1/ride-share-seo/${ok.body._id}`)).status).toBe(200);
    expect((await call('DELETE', `/v1/ride-share-seo/${sanJuan.body._id}`)).status).toBe(200);
  });

  it('holds the SEO limits (60/255/170/80) and a hex text colour', async () => {
    const bad = await call<Failure>(
      'POST',
      '/v1/ride-share-seo',
      city({
        cityName: 'Waco',
        metaTitle: 'x'.repeat(61),
        metaKeywords: 'k'.repeat(256),
        metaDescription: 'd'.repeat(171),
        seoTags: { h1: 'h'.repeat(81), h2: '', h3: '' },
        textColor: 'red',
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'metaDescription',
      'metaKeywords',
      'metaTitle',
      'seoTags.h1',
      'textColor',
    ]);
    const ok = await call(
      'POST',
      '/v1/ride-share-seo',
      city({
        cityName: 'Waco',
        metaTitle: 'x'.repeat(60),
        metaKeywords: 'k'.repeat(255),
        metaDescription: 'd'.repeat(170),
        seoTags: { h1: 'h'.repeat(80), h2: 'Drive', h3: '' },
        textColor: '#1a2b3c',
        citySpecificText: 'Airport pick-ups all day.',
      }),
    );
    expect(ok.status).toBe(201);
  });

  it("removes a city's image with DELETE /ride-share-seo/image/{id}: 'Image is removed'", async () => {
    const img = await storedImage('waco-1', 'ride-share-cities', 1600, 909);
    const withImage = await call('PUT', `/v1/ride-share-seo/${fortWorth._id}`, { ...fortWorth, img });
    expect(withImage.status).toBe(200);
    const wrongRatio = await call<Failure>('PUT', `/v1/ride-share-seo/${fortWorth._id}`, {
      ...withImage.body,
      img: await storedImage('square', 'ride-share-cities', 800, 800),
    });
    expect(wrongRatio.status).toBe(400);
    const stale = await call<Failure>('DELETE', `/v1/ride-share-seo/image/${fortWorth._id}`, undefined, {
      'if-match': `"${fortWorth.version}"`,
    });
    expect(stale.status).toBe(412);
    const removed = await call('DELETE', `/v1/ride-share-seo/image/${fortWorth._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: IMAGE_REMOVED, img: null, version: withImage.body.version + 1 });
    const again = await call<Failure>('DELETE', `/v1/ride-share-seo/image/${fortWorth._id}`);
    expect(again.status).toBe(400);
    fortWorth = removed.body;
  });

  it('the SEO list gives every page its URL and SEO fields', async () => {
    const res = await call<Record<string, unknown>[]>('GET', '/v1/ride-share-seo/seo-list');
    expect(res.status).toBe(200);
    expect(res.body.find((c) => c._id === fortWorth._id)).toEqual({
      _id: fortWorth._id,
      id: fortWorth._id,
      cityName: 'Dallas',
      workState: 'TX',
      plateType: 'TLC',
      url: '/ride-share/tx/dallas/tlc',
      active: false,
      metaTitle: '',
      metaDescription: '',
      metaKeywords: '',
      seoTags: { h1: '', h2: '', h3: '' },
    });
  });

  it('the public site reads active pages, and one by its URL, with ETags', async () => {
    expect((await api.get('/v1/public/ride-share-cities/by-url?url=/ride-share/tx/dallas/tlc')).status).toBe(404);
    await call('PUT', `/v1/ride-share-seo/${fortWorth._id}`, { ...fortWorth, active: true });
    const list = await api.get<Doc[]>('/v1/public/ride-share-cities');
    expect(list.body.map((c) => c.url)).toEqual(['/ride-share/tx/dallas/tlc']);
    const one = await api.get<Doc>('/v1/public/ride-share-cities/by-url?url=/Ride-Share/TX/dallas/tlc/');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: fortWorth._id, cityName: 'Dallas', url: '/ride-share/tx/dallas/tlc' });
    const etag = one.headers.get('etag')!;
    expect(
      (
        await api.call('GET', '/v1/public/ride-share-cities/by-url?url=/ride-share/tx/dallas/tlc', {
          headers: { 'if-none-match': etag },
        })
      ).status,
    ).toBe(304);
  });
});

describe('ride-share home items', () => {
  it('adding needs an image, and a title of at most 70', async () => {
    const none = await call<Failure>('POST', '/v1/ride-share-home', { title: 'Drive with Uber' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ img: 'Image is required' });
    const long = await call<Failure>('POST', '/v1/ride-share-home', {
      title: 't'.repeat(71),
      img: await storedImage('home-1', 'home-images', 1600, 498),
    });
    expect(long.body.errors).toEqual({ title: 'At most 70 characters' });
  });

  it("a duplicate title gives 'Data already exists with title - {title}'", async () => {
    const img = await storedImage('home-2', 'home-images', 1600, 498);
    const mobileImg = await storedImage('home-2m', 'home-images', 600, 600, 'mobileSrc');
    const first = await call('POST', '/v1/ride-share-home', {
      title: 'Drive with Uber',
      visible: true,
      img,
      mobileImg,
    });
    expect(first.status).toBe(201);
    const dup = await call<Failure>('POST', '/v1/ride-share-home', { title: 'drive with uber', img });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('Data already exists with title - drive with uber');
    const pub = await api.get<Doc[]>('/v1/public/ride-share-home');
    expect(pub.body).toHaveLength(1);
    expect(pub.body[0]).toMatchObject({
      title: 'Drive with Uber',
      mobileImg: { mobileSrc: '/media/home-images/home-2m.jpg' },
    });
    expect(pub.headers.get('etag')).toBeTruthy();
  });
});

describe('RDS list', () => {
  let stockId: string;
  it('accepts a vehicle of the inventory and refuses an unknown stock id', async () => {
    await syncNow(s, token);
    const [v] = firstOf(await s.ctx.database.db.select({ stockid: vehicles.stockid }).from(vehicles).limit(1), 1);
    stockId = v.stockid;
    const unknown = await call<Failure>('POST', '/v1/rds-list', { stockId: 'NO-SUCH-CAR', zone: 'SOUTH' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ stockId: 'Stock id NO-SUCH-CAR is not in the inventory' });
    const badZone = await call<Failure>('POST', '/v1/rds-list', { stockId, zone: 'MOON' });
    expect(Object.keys(badZone.body.errors ?? {})).toEqual(['zone']);
    const ok = await call('POST', '/v1/rds-list', { stockId: stockId.toLowerCase(), zone: 'SOUTH' });
    expect(ok.status).toBe(201);
    // Stored as the inventory spells it.
    expect(ok.body).toMatchObject({ stockId, zone: 'SOUTH', visible: true, position: 0 });
    const twice = await call<Failure>('POST', '/v1/rds-list', { stockId, zone: 'SOUTH' });
    expect(twice.body.errors).toEqual({ stockId: `Stock id ${stockId} is already in the list for SOUTH` });
    // The message says it once, without the field's label before words that already name it.
    expect(twice.body.message).toBe(`Stock id ${stockId} is already in the list for SOUTH`);
    expect(unknown.body.message).toBe('Stock id NO-SUCH-CAR is not in the inventory');
  });

  it('PATCH hides an entry with its version; the public list follows', async () => {
    const [entry] = firstOf((await call<Doc[]>('GET', '/v1/rds-list')).body, 1);
    expect((await api.get<Doc[]>('/v1/public/rds-list')).body).toEqual([{ _id: entry._id, stockId, zone: 'SOUTH' }]);
    const stale = await call<Failure>('PATCH', `/v1/rds-list/${entry._id}`, { visible: false, version: 0 });
    expect(stale.status).toBe(412);
    const hidden = await call('PATCH', `/v1/rds-list/${entry._id}`, { visible: false, version: entry.version });
    expect(hidden.body).toMatchObject({ visible: false, version: entry.version + 1 });
    expect((await api.get<Doc[]>('/v1/public/rds-list')).body).toEqual([]);
    expect((await call('DELETE', `/v1/rds-list/${entry._id}`)).body).toMatchObject({
      message: 'Data deleted successfully',
    });
  });
});
