import { createHash } from 'node:crypto';
import type { DmsFeedPage } from '../../contract/dms.ts';
import { listParts } from '../vehicles/listPart.ts';
import { spinLayers, summarize } from '../vehicles/summary.ts';

/**
 * What sync_staging stores of a vehicle besides run, seq, stock id and hash: its DMS-owned `vehicles` columns,
 * the record's canonical JSON text, then what the list, export and assets table read instead of that record.
 */
export type StageFields = [
  vin: string,
  make: string,
  model: string,
  series: string,
  carYear: number,
  mileage: number,
  purchaseDate: string,
  listPrice: number,
  rideShareCategory: string | null,
  lifestyleCategory: string,
  bodyValue: string | null,
  data: string,
  summary: string,
  listPart: string,
  listPartSlim: string,
  spin20: number,
  spin45: number,
  spin60: number,
  hasInterior: boolean,
];

export interface PreparedVehicle {
  stockid: string;
  hash: string;
  /** null when the hash equals the known one: the vehicle is only counted, never staged. */
  fields: StageFields | null;
}

export interface PreparedPage {
  total: number;
  vehicles: PreparedVehicle[];
}

/**
 * Hashes each validated vehicle of a page and keeps the columns of those that are new or changed. The hash is
 * taken over the canonical JSON of the zod output (schema key order, unknown keys dropped), so equal data hashes
 * equally and any change of a stored field changes it; that same text is what gets stored.
 */
export function preparePage(page: DmsFeedPage, known: ReadonlyMap<string, string>): PreparedPage {
  return {
    total: page.total,
    vehicles: page.vehicles.map((v) => {
      const json = JSON.stringify(v);
      const hash = createHash('sha256').update(json).digest('hex');
      if (known.get(v.stockid) === hash) return { stockid: v.stockid, hash, fields: null };
      const lifestyle = JSON.stringify(v.lifestyleCategory);
      const layers = spinLayers(v);
      const summary = summarize(v);
      const parts = listParts(summary);
      const fields: StageFields = [
        v.VIN,
        v.make,
        v.model,
        v.series,
        v.carYear,
        v.mileage,
        v.purchaseDate,
        v.listPrice,
        v.rideShareCategory,
        lifestyle,
        v.bodyType || null,
        json,
        JSON.stringify(summary),
        parts.full,
        parts.slim,
        layers.spin20,
        layers.spin45,
        layers.spin60,
        layers.hasInterior,
      ];
      return { stockid: v.stockid, hash, fields };
    }),
  };
}
