// @vitest-environment node
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getHotSpotPicturesResponse,
  getInteriorAssetResponse,
  type DmsFeedPage,
  type DmsVehicle,
} from '../contract/dms.ts';
import { startSandbox, type RunningSandbox } from './testing.ts';
import { nth } from '../tests/support/nth.ts';

let sandbox: RunningSandbox;
let origin: string;
let vehicles: DmsVehicle[];
beforeAll(async () => {
  sandbox = await startSandbox({ vehicles: 40 });
  origin = new URL(sandbox.base).origin;
  vehicles = (await sandbox.json<DmsFeedPage>('/Inventory/Vehicles?pageSize=100')).vehicles;
});
afterAll(() => sandbox.close());

/** Fetches a picture URL from the feed (root-relative, no key) and checks it is a real JPEG of that size. */
async function expectJpeg(url: string, width: number, height: number): Promise<Buffer> {
  const res = await fetch(`${origin}${url}`);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
  return bytes;
}

describe('generated pictures', () => {
  it('serves exterior photos as 1024x768 JPEGs and caches them on disk', async () => {
    const v = vehicles.find((x) => x.pictures.length > 0)!;
    const picture = nth(v.pictures, 0);
    const first = await expectJpeg(picture.picture, 1024, 768);
    const files = await readdir(join(sandbox.cacheDir, nth(await readdir(sandbox.cacheDir), 0), 'exterior'));
    expect(files).toContain(picture.name);
    expect(await expectJpeg(picture.picture, 1024, 768)).toEqual(first);
  });

  it('draws each spin frame of a row from another angle', async () => {
    const v = vehicles.find((x) => x.spin.rows.length > 0)!;
    const row = nth(v.spin.rows, 1);
    const a = await expectJpeg(nth(row.frames, 0), 960, 640);
    const b = await expectJpeg(nth(row.frames, Math.floor(row.frames.length / 4)), 960, 640);
    expect(a.equals(b)).toBe(false);
  });

  it('serves the interior panorama as a 2:1 equirectangular JPEG', async () => {
    const v = vehicles.find((x) => x.interior)!;
    const asset = getInteriorAssetResponse.parse(
      await sandbox.json(`/Inventory/GetInteriorAsset?StockId=${v.stockid}`),
    );
    expect(asset.interior?.panorama).toBe(v.interior?.panorama);
    await expectJpeg(asset.interior!.panorama, 2048, 1024);
    const none = vehicles.find((x) => !x.interior)!;
    expect(
      getInteriorAssetResponse.parse(await sandbox.json(`/Inventory/GetInteriorAsset?StockId=${none.stockid}`))
        .interior,
    ).toBeNull();
  });

  it('serves hotspot close-ups listed by GetHotSpotPictures', async () => {
    const v = vehicles.find((x) => x.spin.rows.length > 0)!;
    const { hotSpotPictures } = getHotSpotPicturesResponse.parse(
      await sandbox.json(`/Inventory/GetHotSpotPictures?StockId=${v.stockid}`),
    );
    expect(hotSpotPictures.length).toBeGreaterThanOrEqual(3);
    await expectJpeg(nth(hotSpotPictures, 0).picture, 800, 600);
  });

  it('answers 404 for pictures the vehicle does not have', async () => {
    const v = nth(vehicles, 0);
    for (const path of [
      `exterior/${v.stockid}-99.jpg`,
      `spin/${v.stockid}-45-99.jpg`,
      'exterior/Z99999-1.jpg',
      'sketch/whatever.png',
    ]) {
      expect((await fetch(`${sandbox.base}/images/${path}`)).status, path).toBe(404);
    }
  });
});
