import type { DmsInterior, DmsPicture, DmsSpin, DmsVehicle } from '../../contract/dms.ts';
import type { VehicleFeatures } from '../../contract/vehicles.ts';
import type { Database } from '../db/open.ts';
import { loadVehicle } from '../vehicles/load.ts';
import { effectiveFeatures } from '../vehicles/present.ts';
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

/** The vehicle as loadVehicle reads it (one prepared statement), narrowed to what these rules use; 404 if unknown. */
export async function loadVehicleAssets(db: Database, stockid: string): Promise<VehicleAssets> {
  const row = await loadVehicle(db, stockid);
  const dms = row.dms as Partial<DmsVehicle>;
  const spin = dms.spin ?? null;
  return {
    stockid: row.stockid,
    pictures: dms.pictures ?? [],
    spin,
    rows: viewerRows(spin),
    interior: dms.interior ?? null,
    features: effectiveFeatures(dms.features ?? { features: [], possibleFeatures: [] }, row.feature_choices),
  };
}
/** Every picture URL a pin map may sit on: the vehicle's pictures and its spin frames. */
export function pinnablePictures(v: VehicleAssets): Set<string> {
  return new Set([...v.pictures.map((p) => p.picture), ...v.rows.flatMap((r) => r.frames)]);
}
