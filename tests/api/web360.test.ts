import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import type { GetHotSpotPicturesResponse } from '../../contract/dms.ts';
import type { VehicleListResponse } from '../../contract/vehicles.ts';
import {
  HOTSPOT_MESSAGES,
  type ExteriorHotspot,
  type InteriorHotspot,
  type Web360Config,
  type Web360VehicleRow,
} from '../../contract/web360.ts';
import { client } from './helpers/client.ts';
import type { TestServer } from './helpers/server.ts';
import { setFaults, syncNow, startSynced } from './helpers/sync.ts';
import { nth, firstOf } from '../support/nth.ts';

const VEHICLES = 80;
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
let rows: Web360VehicleRow[];
/** Three equal spin rows, an interior panorama and DMS hotspot pictures. */
let car: Web360VehicleRow;
let noInterior: Web360VehicleRow;
let pictures: GetHotSpotPicturesResponse['hotSpotPictures'];

type Saved = { message: string; data: Web360Config };
type Failure = { message: string; errors?: Record<string, string> };
type Page = { data: Web360VehicleRow[]; total: number };

const ext = (id: string, over: Partial<ExteriorHotspot> = {}): ExteriorHotspot => ({
  id,
  type: 'DAMAGE',
  title: 'Dent',
  description: 'Driver door',
  pictures: [],
  offsetX: 100,
  offsetY: 200,
  rowIndex: 1,
  imageIndex: 3,
  ...over,
});
const int = (id: string, over: Partial<InteriorHotspot> = {}): InteriorHotspot => ({
  id,
  type: 'DAMAGE',
  title: 'Stain',
  description: 'Rear seat',
  pictures: [],
  pitch: -10,
  yaw: 30,
  ...over,
});
const save = <T = Saved>(body: unknown) => api.post<T>('/v1/web360/hotspot', body, token);
const configOf = async (stockid: string) => (await api.get<Web360Config>(`/v1/web360/vehicles/${stockid}`, token)).body;

/** The XML as an XML reader sees it. */
async function xmlOf(stockid: string) {
  const res = await fetch(`${s.url}/v1/web360/${stockid}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const root = create(text).root().node as unknown as Element;
  const kids = (el: Element, name: string) =>
    Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && n.nodeName === name);
  const [images] = firstOf(kids(root, 'images'), 1);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    rows: images.getAttribute('rows'),
    images: kids(images, 'image').map((i) => ({
      src: i.getAttribute('src'),
      spots: kids(i, 'hotspot').map((h) => [
        h.getAttribute('source'),
        h.getAttribute('offsetX'),
        h.getAttribute('offsetY'),
      ]),
    })),
    defs: kids(nth(kids(root, 'hotspots'), 0), 'hotspot').map((h) => ({
      id: h.getAttribute('id'),
      txt: nth(kids(h, 'spotinfo'), 0).getAttribute('txt'),
      src: nth(kids(h, 'spotinfo'), 0).getAttribute('src'),
    })),
  };
}

beforeAll(async () => {
  ({ s, api, token } = await startSynced(VEHICLES));
  rows = (await api.get<Page>('/v1/web360/vehicles?pageSize=200', token)).body.data;
  const withPictures = async (r: Web360VehicleRow) => {
    const res = await fetch(`${s.url}/dms-sandbox/Inventory/GetHotSpotPictures?StockId=${r.stockid}`, {
      headers: { 'x-api-key': s.app.inventory.dmsKey },
    });
    return ((await res.json()) as GetHotSpotPicturesResponse).hotSpotPictures;
  };
  for (const r of rows.filter(
    (x) =>
      x.hasInterior && x.layers['20'] > 0 && x.layers['45'] === x.layers['20'] && x.layers['60'] === x.layers['20'],
  )) {
    pictures = await withPictures(r);
    if (pictures.length >= 2) {
      car = r;
      break;
    }
  }
  // The sandbox draws a picture on its first request: draw the frame whose size bounds the placements now.
  const config = (await api.get<Web360Config>(`/v1/web360/vehicles/${car.stockid}`, token)).body;
  await (await fetch(new URL(nth(nth(config.spin!.rows, 1).frames, 0), s.url))).arrayBuffer();
  noInterior = rows.find((r) => !r.hasInterior && r.layers['20'] > 0)!;
});
afterAll(() => s.close());

describe('the 360 assets table', () => {
  it('needs a signed-in admin', async () => {
    expect((await api.get('/v1/web360/vehicles')).status).toBe(401);
    expect((await api.get(`/v1/web360/vehicles/${car.stockid}`)).status).toBe(401);
    expect((await api.get(`/v1/web360/${car.stockid}`)).status).toBe(401);
    expect((await api.post('/v1/web360/hotspot', { stockid: car.stockid, interiorHotspots: [int('x')] })).status).toBe(
      401,
    );
    expect((await api.del(`/v1/web360/hotspot/${car.stockid}/interior/x`)).status).toBe(401);
  });

  it('has one row per stock id with the frame counts of its 20, 45 and 60 degree layers, as in the DMS record', async () => {
    expect(rows).toHaveLength(VEHICLES);
    expect(rows.map((r) => r.stockid)).toEqual(rows.map((r) => r.stockid).sort());
    for (const r of rows.slice(0, 15)) {
      const v = (
        await api.get<{ spin: { rows: Array<{ angle: number; frames: string[] }> } | null; interior: unknown }>(
          `/v1/vehicles/${r.stockid}`,
          token,
        )
      ).body;
      const count = (angle: number) => v.spin?.rows.find((x) => x.angle === angle)?.frames.length ?? 0;
      expect(r.layers).toEqual({ '20': count(20), '45': count(45), '60': count(60) });
      expect(r.hasInterior).toBe(v.interior !== null);
      const present = [count(20), count(45), count(60)].filter((n) => n > 0);
      expect(r.equalRows).toBe(new Set(present).size <= 1);
    }
  });

  it('pages from 0, searches stock id, make and model, and filters the stock ids whose layers differ', async () => {
    const page1 = await api.get<Page>('/v1/web360/vehicles?page=1&pageSize=10', token);
    expect(page1.body.total).toBe(VEHICLES);
    expect(page1.body.data.map((r) => r.stockid)).toEqual(rows.slice(10, 20).map((r) => r.stockid));
    const byId = await api.get<Page>(`/v1/web360/vehicles?querySearch=${car.stockid}`, token);
    expect(byId.body.data.map((r) => r.stockid)).toEqual([car.stockid]);
    const byMake = await api.get<Page>(
      `/v1/web360/vehicles?querySearch=${encodeURIComponent(car.make.toUpperCase())}&pageSize=200`,
      token,
    );
    expect(byMake.body.data.every((r) => r.make === car.make || r.model.includes(car.make))).toBe(true);
    const unequal = await api.get<Page>('/v1/web360/vehicles?unequalRows=true&pageSize=200', token);
    expect(unequal.body.data.map((r) => r.stockid)).toEqual(rows.filter((r) => !r.equalRows).map((r) => r.stockid));
    expect(unequal.body.total).toBe(unequal.body.data.length);
  });

  it('answers 404 for a stock id it does not know', async () => {
    expect((await api.get<Failure>('/v1/web360/vehicles/Z99999', token)).status).toBe(404);
    expect((await api.get<Failure>('/v1/web360/Z99999', token)).status).toBe(404);
  });
});

describe('360 hotspots', () => {
  it("are added per view and answered with the vehicle's configuration", async () => {
    const r = await save({ stockid: car.stockid, exteriorHotspots: [ext('e1')], interiorHotspots: [int('i1')] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(HOTSPOT_MESSAGES.saved);
    expect(r.body.data.exteriorHotspots).toEqual([{ ...ext('e1'), version: 1 }]);
    expect(r.body.data.interiorHotspots).toEqual([{ ...int('i1'), version: 1 }]);
    expect(r.body.data.spin!.rows.map((x) => x.angle)).toEqual([20, 45, 60]);
    expect(await configOf(car.stockid)).toEqual(r.body.data);
    const listed = (await api.get<Page>(`/v1/web360/vehicles?querySearch=${car.stockid}`, token)).body.data[0];
    expect(listed).toMatchObject({ exteriorHotspotCount: 1, interiorHotspotCount: 1 });
  });

  it('are replaced only with their current version; otherwise 412 and nothing of the request is saved', async () => {
    const missing = await save<Failure>({
      stockid: car.stockid,
      exteriorHotspots: [ext('e2'), ext('e1', { title: 'Other' })],
    });
    expect(missing.status).toBe(412);
    expect(missing.body.errors?.['exteriorHotspots.1.version']).toMatch(/send its current version/);
    const stale = await save<Failure>({
      stockid: car.stockid,
      exteriorHotspots: [ext('e2')],
      interiorHotspots: [int('i1', { version: 7 })],
    });
    expect(stale.status).toBe(412);
    const now = await configOf(car.stockid);
    expect(now.exteriorHotspots.map((h) => h.id)).toEqual(['e1']);
    const ok = await save({ stockid: car.stockid, interiorHotspots: [int('i1', { version: 1, yaw: 90 })] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.interiorHotspots).toEqual([{ ...int('i1'), yaw: 90, version: 2 }]);
  });

  it("sit on a frame of the vehicle's spin, inside it", async () => {
    const noFrame = await save<Failure>({
      stockid: car.stockid,
      exteriorHotspots: [ext('e3', { rowIndex: 0, imageIndex: car.layers['20'] })],
    });
    expect(noFrame.status).toBe(400);
    expect(noFrame.body.errors?.['exteriorHotspots.0.imageIndex']).toMatch(/has no frame/);
    const outside = await save<Failure>({ stockid: car.stockid, exteriorHotspots: [ext('e3', { offsetX: 961 })] });
    expect(outside.status).toBe(400);
    expect(outside.body.errors?.['exteriorHotspots.0.offsetX']).toMatch(/outside the 960×640 frame/);
  });

  it('on a spin whose layers differ go only on the layer the viewer shows; the others are refused with the reason', async () => {
    const unequal = rows.find((r) => !r.equalRows && r.layers['20'] > 0 && r.layers['45'] > 0)!;
    const counts = [unequal.layers['20'], unequal.layers['45'], unequal.layers['60']].filter((n) => n > 0).join('/');
    const refused = await save<Failure>({
      stockid: unequal.stockid,
      exteriorHotspots: [ext('u45', { rowIndex: 1, imageIndex: 0 })],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `The layers of ${unequal.stockid} have different frame counts (${counts}), so the 360 viewer shows only its 20° layer: place the hotspot on that layer`,
    );
    expect(refused.body.errors?.['exteriorHotspots.0.rowIndex']).toBe(refused.body.message);
    const ok = await save({ stockid: unequal.stockid, exteriorHotspots: [ext('u20', { rowIndex: 0, imageIndex: 1 })] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const x = await xmlOf(unequal.stockid);
    expect(x.rows).toBe('1');
    expect(nth(x.images, 1).spots).toEqual([['u20', '100', '200']]);
  });

  it('inside the car need an interior panorama', async () => {
    const r = await save<Failure>({ stockid: noInterior.stockid, interiorHotspots: [int('i1')] });
    expect(r.status).toBe(400);
    expect(r.body.errors?.['interiorHotspots.0']).toBe(`${noInterior.stockid} has no interior panorama`);
  });

  it('a DAMAGE hotspot needs a title and a description', async () => {
    const r = await save<Failure>({
      stockid: car.stockid,
      exteriorHotspots: [ext('e4', { title: ' ', description: '' })],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      'exteriorHotspots.0.title': 'Please enter title',
      'exteriorHotspots.0.description': 'Please enter description',
    });
  });

  it('attach DMS hotspot pictures and detach them by saving without', async () => {
    let h = nth((await configOf(car.stockid)).exteriorHotspots, 0);
    const attached = await save({
      stockid: car.stockid,
      exteriorHotspots: [{ ...h, pictures: [pictures[1], pictures[0]] }],
    });
    expect(attached.status).toBe(200);
    h = nth(attached.body.data.exteriorHotspots, 0);
    expect(h.pictures).toEqual([pictures[1], pictures[0]]);
    const foreign = await save<Failure>({
      stockid: car.stockid,
      exteriorHotspots: [{ ...h, pictures: [{ ...pictures[0], _id: 'not-from-the-dms' }] }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.['exteriorHotspots.0.pictures.0']).toMatch(/not one of the DMS hotspot pictures/);
    const detached = await save({ stockid: car.stockid, exteriorHotspots: [{ ...h, pictures: [pictures[1]] }] });
    expect(nth(detached.body.data.exteriorHotspots, 0).pictures).toEqual([pictures[1]]);
  });

  it('with pictures are not saved while the DMS cannot be asked (502)', async () => {
    await setFaults(s, { latencyMs: 5000 });
    try {
      const r = await save<Failure>({
        stockid: car.stockid,
        interiorHotspots: [int('i9', { pictures: [nth(pictures, 0)] })],
      });
      expect(r.status).toBe(502);
      expect(r.body.message).toMatch(/could not list the hotspot pictures/);
    } finally {
      await setFaults(s, null);
    }
    expect((await configOf(car.stockid)).interiorHotspots.map((h) => h.id)).toEqual(['i1']);
  });
});

describe('the WebRotate 360 XML', () => {
  it('is XML listing every frame row-major, with each hotspot on the frame it was put on', async () => {
    const x = await xmlOf(car.stockid);
    expect(x.status).toBe(200);
    expect(x.type).toMatch(/^application\/xml/);
    expect(x.rows).toBe('3');
    const config = await configOf(car.stockid);
    expect(x.images.map((i) => i.src)).toEqual(config.spin!.rows.flatMap((r) => r.frames));
    const perRow = car.layers['20'];
    expect(nth(x.images, perRow + 3).spots).toEqual([['e1', '100', '200']]);
    expect(x.images.filter((i) => i.spots.length)).toHaveLength(1);
    expect(x.defs).toEqual([{ id: 'e1', txt: 'Dent<br>Driver door', src: nth(pictures, 1).picture }]);
  });

  it('carries titles with <, & and quotes as text', async () => {
    const h = nth((await configOf(car.stockid)).exteriorHotspots, 0);
    const title = `<b onclick="x">Chip</b> & "scuff"`;
    expect((await save({ stockid: car.stockid, exteriorHotspots: [{ ...h, title }] })).status).toBe(200);
    const x = await xmlOf(car.stockid);
    expect(nth(x.defs, 0).txt).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;Chip&lt;/b&gt; &amp; &quot;scuff&quot;<br>Driver door',
    );
  });
});

describe('deleting a 360 hotspot', () => {
  it('removes it ("Data deleted successfully"); unknown ones are 404, other views 400', async () => {
    const r = await api.del<{ message: string }>(`/v1/web360/hotspot/${car.stockid}/interior/i1`, token);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(HOTSPOT_MESSAGES.deleted);
    expect((await configOf(car.stockid)).interiorHotspots).toEqual([]);
    expect((await api.del(`/v1/web360/hotspot/${car.stockid}/interior/i1`, token)).status).toBe(404);
    expect((await api.del(`/v1/web360/hotspot/${car.stockid}/roof/e1`, token)).status).toBe(400);
    const listed = (await api.get<Page>(`/v1/web360/vehicles?querySearch=${car.stockid}`, token)).body.data[0];
    expect(listed).toMatchObject({ exteriorHotspotCount: 1, interiorHotspotCount: 0 });
  });

  it('a sync keeps the hotspots and the layer counts', async () => {
    const before = await configOf(car.stockid);
    const { run } = await syncNow(s, token);
    expect(run).toMatchObject({ status: 'succeeded', inserted: 0, updated: 0 });
    expect(await configOf(car.stockid)).toEqual(before);
    const list = (await api.get<VehicleListResponse>(`/v1/vehicles?querySearch=${car.stockid}`, token)).body;
    expect(list.total).toBe(1);
  });

  it('every change is in the audit log', async () => {
    const actions = (
      await s.ctx.database.query<{ action: string }>(
        `select distinct action from audit_log where action like 'web360.%'`,
      )
    ).map((r) => r.action);
    expect(actions.sort()).toEqual(['web360.hotspots.delete', 'web360.hotspots.save']);
  });
});
