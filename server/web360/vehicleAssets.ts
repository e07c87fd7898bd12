import type { DmsInterior, DmsPicture, DmsSpin, DmsVehicle } from '../../contract/dms.ts';
import type { VehicleFeatures } from '../../contract/vehicles.ts';
import type { Database } from '../db/open.ts';
import { notFound } from '../errors.ts';
import { effectiveFeatures, type FeatureChoices } from '../vehicles/present.ts';
import { viewerRows, type SpinRow } from './spin.ts';

/** What pin and hotspot rules need of one vehicle: its pictures, spin, interior and feature lists. */
export interface VehicleAssets {
  stockid: string;
  pictures: DmsPicture[];
  spin: DmsSpin | null;
  /** The spin in viewer order (see viewerRows): what rowIndex/imageIndex refer to. */
  rows: SpinRow[];
  interior: DmsInterior | null;
  features: VehicleFeatures;
}

interface AssetsRow {
  stockid: string;
  pictures: DmsPicture[] | null;
  spin: DmsSpin | null;
  interior: DmsInterior | null;
  features: DmsVehicle['features'] | null;
  feature_choices: FeatureChoices | null;
}

/** Reads only the parts of `dms` these rules use; 404 for an unknown stock id. */
export async function loadVehicleAssets(db: Database, stockid: string): Promise<VehicleAssets> {
  const [row] = await db.query<AssetsRow>(
    `select stockid, d->'pictures' as pictures, d->'spin' as spin, d->'interior' as interior, d->'features' as features,
       feature_choices from vehicles cross join lateral (select dms::json as d) j where stockid = $1`,
    [stockid],
  );
  if (!row) throw notFound(`No vehicle with stock id ${stockid}`);
  return {
    stockid: row.stockid,
    pictures: row.pictures ?? [],
    spin: row.spin,
    rows: viewerRows(row.spin),
    interior: row.interior,
    features: effectiveFeatures(row.features ?? { features: [], possibleFeatures: [] }, row.feature_choices),
  };
}

/** Every picture URL a pin map may sit on: the vehicle's pictures and its spin frames. */
export function pinnablePictures(v: VehicleAssets): Set<string> {
  return new Set([...v.pictures.map((p) => p.picture), ...v.rows.flatMap((r) => r.frames)]);
}
