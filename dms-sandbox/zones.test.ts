// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DMS_ZONES,
  dmsError,
  getStateByMultipleZonesResponse,
  getStateByZoneResponse,
  getZoneByStateResponse,
  rsdVehicleListResponse,
  rsdZoneCountResponse,
} from '../contract/dms.ts';
import { startSandbox, type RunningSandbox } from './testing.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ vehicles: 400 });
});
afterAll(() => sandbox.close());

const q = encodeURIComponent;

describe('zones and states', () => {
  it('covers the 50 states and DC, each in exactly one of the seven zones', async () => {
    const seen = new Map<string, string>();
    for (const zone of DMS_ZONES) {
      const answer = getStateByZoneResponse.parse(await sandbox.json(`/Inventory/GetStateByZone?Zone=${q(zone)}`));
      expect(answer.zone).toBe(zone);
      for (const s of answer.stateList) {
        expect(seen.has(s.value), s.value).toBe(false);
        seen.set(s.value, zone);
      }
    }
    expect(seen.size).toBe(51);
    expect(seen.get('DC')).toBe('NORTHEAST');
    expect(seen.get('TX')).toBe('SOUTHWEST');
    expect(seen.get('AK')).toBe('PACIFIC');
  });

  it('finds the zone of a state by code or by name, any case', async () => {
    for (const state of ['CA', 'california', 'California']) {
      const answer = getZoneByStateResponse.parse(await sandbox.json(`/Inventory/GetZoneByState?State=${q(state)}`));
      expect(answer).toEqual({ state: { text: 'California', value: 'CA' }, zoneList: ['PACIFIC'] });
    }
  });

  it('lists the states of several comma-joined zones, sorted by name without duplicates', async () => {
    const answer = getStateByMultipleZonesResponse.parse(
      await sandbox.json(`/Inventory/GetStateByMultipleZones?ZoneList=${q('SOUTH,PACIFIC, south')}`),
    );
    expect(answer.zoneList).toEqual(['SOUTH', 'PACIFIC']);
    expect(answer.stateList.map((s) => s.value)).toEqual(['AL', 'AK', 'AR', 'CA', 'HI', 'KY', 'LA', 'MS', 'TN']);
  });

  it('refuses unknown zones and states with 400 and a msg', async () => {
    for (const path of [
      '/Inventory/GetStateByZone?Zone=MOON',
      '/Inventory/GetZoneByState?State=XX',
      '/Inventory/GetStateByMultipleZones?ZoneList=SOUTH,MOON',
      '/Inventory/GetStateByZone',
    ]) {
      const res = await sandbox.call(path);
      expect(res.status, path).toBe(400);
      expect(dmsError.parse(await res.json()).msg.length).toBeGreaterThan(0);
    }
  });
});

describe('ride-share vehicles', () => {
  it('counts ride-share vehicles per zone, every zone listed, matching the vehicle list', async () => {
    const counts = rsdZoneCountResponse.parse(await sandbox.json('/Inventory/RSDZoneCount')).rsdZoneList;
    expect(counts.map((c) => c.zoneName)).toEqual([...DMS_ZONES]);
    for (const { zoneName, count } of counts) {
      const list = rsdVehicleListResponse.parse(await sandbox.json(`/Inventory/RSDVehicleList?Zone=${q(zoneName)}`));
      expect(list.rsdVehicleList.length).toBe(count);
      for (const v of list.rsdVehicleList) expect(v.zones).toContain(zoneName);
    }
    expect(counts.every((c) => c.count > 0)).toBe(true);
  });

  it('lists only vehicles with a ride-share category', async () => {
    const { rsdVehicleList } = rsdVehicleListResponse.parse(await sandbox.json('/Inventory/RSDVehicleList'));
    expect(rsdVehicleList.length).toBeGreaterThan(100);
    for (const v of rsdVehicleList) {
      expect(v.rideShareCategory).toMatch(/^UBER /);
      expect(v.zones.length).toBeGreaterThan(0);
    }
  });
});
