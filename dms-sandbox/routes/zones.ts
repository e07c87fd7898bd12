import {
  DMS_ZONES,
  dmsEndpoints,
  getStateByMultipleZonesQuery,
  getStateByMultipleZonesResponse,
  getStateByZoneQuery,
  getStateByZoneResponse,
  getZoneByStateQuery,
  getZoneByStateResponse,
  rsdVehicleListQuery,
  rsdVehicleListResponse,
  rsdZoneCountResponse,
  type DmsZone,
} from '../../contract/dms.ts';
import { DmsError, errorResponses, TAGS, type SandboxApp, type SandboxContext } from '../context.ts';
import { findState, findZone, statesOfZones, zoneOfState } from '../zones.ts';

const unknownZone = (name: string) => new DmsError(400, `Unknown zone "${name}"; zones are ${DMS_ZONES.join(', ')}`);

/** Ride-share (RSD) vehicles and the zone ↔ state table (spec §7, dealer-domain notes §8). */
export function zoneRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.get(
    dmsEndpoints.rsdVehicleList.path,
    {
      schema: {
        tags: TAGS('Ride share'),
        summary: 'Vehicles with a ride-share category, optionally only those offered in one zone',
        querystring: rsdVehicleListQuery,
        response: { 200: rsdVehicleListResponse, ...errorResponses },
      },
    },
    async (request) => ({ rsdVehicleList: ctx.inventory.rsdVehicles(request.query.Zone) }),
  );

  app.get(
    dmsEndpoints.rsdZoneCount.path,
    {
      schema: {
        tags: TAGS('Ride share'),
        summary: 'Ride-share vehicles per zone, every zone listed',
        response: { 200: rsdZoneCountResponse, ...errorResponses },
      },
    },
    async () => ({ rsdZoneList: ctx.inventory.zoneCounts(DMS_ZONES) }),
  );

  app.get(
    dmsEndpoints.getStateByZone.path,
    {
      schema: {
        tags: TAGS('Zones'),
        summary: 'States (and DC) of one zone, by name',
        querystring: getStateByZoneQuery,
        response: { 200: getStateByZoneResponse, ...errorResponses },
      },
    },
    async (request) => {
      const zone = findZone(request.query.Zone);
      if (!zone) throw unknownZone(request.query.Zone);
      return { zone, stateList: statesOfZones([zone]) };
    },
  );

  app.get(
    dmsEndpoints.getZoneByState.path,
    {
      schema: {
        tags: TAGS('Zones'),
        summary: 'The zone of a state, given its USPS code or name',
        querystring: getZoneByStateQuery,
        response: { 200: getZoneByStateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const state = findState(request.query.State);
      if (!state) throw new DmsError(400, `Unknown state "${request.query.State}"`);
      const zone = zoneOfState(state.value);
      return { state, zoneList: zone ? [zone] : [] };
    },
  );

  app.get(
    dmsEndpoints.getStateByMultipleZones.path,
    {
      schema: {
        tags: TAGS('Zones'),
        summary: 'States of several zones, ZoneList comma-joined',
        querystring: getStateByMultipleZonesQuery,
        response: { 200: getStateByMultipleZonesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const names = request.query.ZoneList.split(',')
        .map((z) => z.trim())
        .filter(Boolean);
      const zones: DmsZone[] = [];
      for (const name of names) {
        const zone = findZone(name);
        if (!zone) throw unknownZone(name);
        if (!zones.includes(zone)) zones.push(zone);
      }
      if (zones.length === 0) throw new DmsError(400, 'ZoneList names no zone');
      return { zoneList: zones, stateList: statesOfZones(zones) };
    },
  );
}
