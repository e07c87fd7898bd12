import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle, VehicleListItem, VehicleListResponse } from '../../contract/vehicles.ts';
import { inventoryCsv } from '../../server/vehicles/exportThread.ts';
import { moveFeaturesOfFirst } from './helpers/features.ts';
import { client } from './helpers/client.ts';
import type { TestServer } from './helpers/server.ts';
import { syncNow, startSynced } from './helpers/sync.ts';
import { nth, firstOf } from '../support/nth.ts';

const VEHICLES = 40;
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ({ s, api, token } = await startSynced(VEHICLES));
});
afterAll(() => s.close());

const listAll = async () =>
  (await api.get<VehicleListResponse>('/v1/vehicles?pageSize=50&orderCol=stockid&orderDirec=asc', token)).body.data;
const detail = async (id: string) => (await api.get<Vehicle>(`/v1/vehicles/${id}`, token)).body;

/** What a list row shows of a vehicle must be what its detail shows. */
const expectListMatchesDetail = (row: VehicleListItem, full: Vehicle) => {
  expect(row.picturesUrl).toEqual(full.picturesUrl);
  expect({ zones: row.zones, body: row.body, fuelType: row.fuelType, exteriorColor: row.exteriorColor }).toEqual({
    zones: full.zones,
    body: full.body,
    fuelType: full.fuelType,
    exteriorColor: full.exteriorColor,
  });
  expect(row.featureCounts).toEqual({
    features: full.features.features.length,
    possibleFeatures: full.features.possibleFeatures.length,
    installedPossibleFeatures: full.features.installedPossibleFeatures.length,
  });
};

describe('what the list and the export show of each vehicle', () => {
  it('list rows show the same pictures, zones, body and feature counts as the detail', async () => {
    const rows = await listAll();
    expect(rows).toHaveLength(VEHICLES);
    for (const row of rows.slice(0, 10)) expectListMatchesDetail(row, await detail(row.stockid));
  });

  it('the export lists the detail pictures in order and its installed features', async () => {
    const [row] = firstOf(await listAll(), 1);
    const full = await detail(row.stockid);
    const res = await fetch(`${s.url}/v1/vehicles/exportInventory?format=csv&ids=${row.stockid}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const parsed = Papa.parse<Record<string, string>>(await res.text(), { header: true, skipEmptyLines: true });
    const line = nth(parsed.data, 0);
    expect(line.Stock).toBe(row.stockid);
    expect(line.ImageList?.split(',').map((u) => new URL(u).pathname)).toEqual(
      full.picturesUrl.map((p) => new URL(p.picture, s.url).pathname),
    );
    const installed = [...full.features.features, ...full.features.installedPossibleFeatures].map((f) => f.featureName);
    expect(line.Options).toBe(installed.join(','));
  });

  it('the export keeps text with tabs, line breaks, quotes, commas, backslashes and emoji exactly', async () => {
    const [, row] = firstOf(await listAll(), 2);
    const tricky = {
      make: 'Tab\there, "quoted"',
      model: 'line\nbreak\r\nand \\ back\\slash',
      series: 'ünïcödé 🚗 \u2028 {"json": [1]}',
      rim: '18" alloy, chrome',
    };
    await s.ctx.database.query(
      'update vehicles set make = $2, model = $3, series = $4, rim_size = $5, active = true where stockid = $1',
      [row.stockid, tricky.make, tricky.model, tricky.series, tricky.rim],
    );
    const res = await fetch(`${s.url}/v1/vehicles/exportInventory?format=csv&ids=${row.stockid}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [line] = firstOf(
      Papa.parse<Record<string, string>>(await res.text(), { header: true, skipEmptyLines: true }).data,
      1,
    );
    expect({ Make: line.Make, Model: line.Model, Trim: line.Trim, RimSize: line.RimSize, Active: line.Active }).toEqual(
      {
        Make: tricky.make,
        Model: tricky.model,
        Trim: tricky.series,
        RimSize: tricky.rim,
        Active: 'Yes',
      },
    );
  });

  it('the export makes text that a spreadsheet would run as a formula inert, and keeps numbers as numbers', async () => {
    const [, , row] = firstOf(await listAll(), 3);
    // DMS-owned text (make, model, series), an admin's rim size and the summary's body, as a hostile DMS could send them.
    const hostile = {
      make: "=cmd|' /C calc'!A0",
      model: '  +SUM(A1:A9)',
      series: '-5 door',
      rim: '@SUM(1)',
      body: '\t=1+1',
    };
    await s.ctx.database.query(
      `update vehicles set make = $2, model = $3, series = $4, rim_size = $5, list_price = -500,
         summary = jsonb_set(summary::jsonb, '{body}', to_jsonb($6::text))::text where stockid = $1`,
      [row.stockid, hostile.make, hostile.model, hostile.series, hostile.rim, hostile.body],
    );
    const res = await fetch(`${s.url}/v1/vehicles/exportInventory?format=csv&ids=${row.stockid}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [line] = firstOf(
      Papa.parse<Record<string, string>>(await res.text(), { header: true, skipEmptyLines: true }).data,
      1,
    );
    expect({
      Make: line.Make,
      Model: line.Model,
      Trim: line.Trim,
      Style: line.Style_Description,
      RimSize: line.RimSize,
      Body: line.Body,
    }).toEqual({
      Make: `'${hostile.make}`,
      Model: `'${hostile.model}`,
      Trim: `'${hostile.series}`,
      Style: `'${hostile.series}`,
      RimSize: `'${hostile.rim}`,
      Body: `'${hostile.body}`,
    });
    expect({ SellingPrice: line.SellingPrice, Internet_Price: line.Internet_Price }).toEqual({
      SellingPrice: '-500',
      Internet_Price: '-500',
    });
    expect(Number(line.Year)).toBeGreaterThan(1900);
  });

  it('the export read in small batches is the same file: no vehicle lost or repeated between batches', async () => {
    // As the route does, each sent batch's buffer goes back to the thread, which writes later batches into it.
    const csv = async (batch?: number) => {
      let text = '';
      for await (const chunk of inventoryCsv(s.ctx.database, s.app.exportThread, {
        dealerId: 'D1',
        publicUrl: s.url,
        batch,
      })) {
        text += chunk.toString();
        s.app.exportThread.reuse(chunk);
      }
      return text;
    };
    const whole = await csv();
    expect(Papa.parse(whole, { skipEmptyLines: true }).data).toHaveLength(VEHICLES + 1);
    expect(await csv(7)).toBe(whole);
    expect(await csv(VEHICLES)).toBe(whole);
  });

  it('export selected takes stock ids as data: one with a quote is an unknown stock id and breaks nothing', async () => {
    const [row] = firstOf(await listAll(), 1);
    const injected = `${row.stockid}'); delete from vehicles; --`;
    const ids = [injected, row.stockid].map(encodeURIComponent).join(',');
    const res = await fetch(`${s.url}/v1/vehicles/exportInventory?format=csv&ids=${ids}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: `No vehicle with stock id ${injected}`, errors: {} });
    expect(await listAll()).toHaveLength(VEHICLES);
  });

  it('after features move between installed and possible, the list row counts them as the detail does', async () => {
    const rows = await listAll();
    const full = await moveFeaturesOfFirst(
      api,
      token,
      rows.map((r) => r.stockid),
    );
    const after = (await listAll()).find((x) => x.stockid === full.stockid)!;
    expectListMatchesDetail(after, await detail(full.stockid));
  });

  it('a data folder from before the summary existed gets it at start, and the list shows pictures again', async () => {
    // Every writer writes the summary with the list parts (0016): a row from before has neither.
    await s.ctx.database.query('update vehicles set summary = null, list_part = null, list_part_slim = null');
    const blank = await listAll();
    expect(blank.every((v) => v.picturesUrl.length === 0)).toBe(true);
    await s.app.inventory.sync.init();
    const rows = await listAll();
    expect(rows.some((v) => v.picturesUrl.length > 0)).toBe(true);
    for (const row of rows.slice(0, 5)) expectListMatchesDetail(row, await detail(row.stockid));
  });

  it('a sync rewrites a vehicle whose summary is missing, even when its DMS data is unchanged', async () => {
    const [row] = firstOf(await listAll(), 1);
    await s.ctx.database.query(
      'update vehicles set summary = null, list_part = null, list_part_slim = null where stockid = $1',
      [row.stockid],
    );
    await syncNow(s, token);
    const [after] = firstOf(
      await s.ctx.database.query<{ has: boolean }>(
        'select summary is not null and list_part is not null and list_part_slim is not null as has from vehicles where stockid = $1',
        [row.stockid],
      ),
      1,
    );
    expect(after.has).toBe(true);
    expectListMatchesDetail(nth(await listAll(), 0), await detail(row.stockid));
  });
});
