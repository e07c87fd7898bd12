import type { DmsFeature, DmsPossibleFeature, DmsVehicle } from '../../contract/dms.ts';
import type { Vehicle, VehicleFeatures, VehicleListItem } from '../../contract/vehicles.ts';
import { orderPictures } from '../../contract/pictures.ts';
import { joinObjects } from './listPart.ts';
import { featureCounts, readSummary, type VehicleSummary } from './summary.ts';

/**
 * NADA equipment an admin chose for possible features they installed (vehicles.feature_choices). The moves
 * themselves live in the DMS (it answers every move with the vehicle's new lists); this keeps the choices.
 */
export interface FeatureChoices {
  installedPossibleFeatures: Array<{
    possibleFeatureId: number;
    nadaEquipments: Array<{ id: string; description?: string }>;
  }>;
}
export interface StoredSeo {
  seo?: Partial<Vehicle['seo']>;
  seoTags?: Partial<Vehicle['seoTags']>;
}

/**
 * The lists the console shows: installed features that came from the possible list (with the NADA equipment
 * chosen) are shown apart; a choice the DMS has not applied yet still counts as installed.
 */
export function effectiveFeatures(dms: DmsVehicle['features'], choices: FeatureChoices | null): VehicleFeatures {
  const chosen = new Map(
    (choices?.installedPossibleFeatures ?? []).map((f) => [f.possibleFeatureId, f.nadaEquipments]),
  );
  const installedPossibleFeatures: DmsPossibleFeature[] = [];
  const features: DmsFeature[] = [];
  for (const f of dms.features) {
    const picked = chosen.get(f.featureId);
    if (picked) {
      installedPossibleFeatures.push({
        possibleFeatureId: f.featureId,
        featureName: f.featureName,
        featureDesc: f.featureDesc,
        nadaEquipments: picked.map((e) => ({ id: e.id, description: e.description ?? '' })),
      });
    } else features.push(f);
  }
  const possibleFeatures: DmsPossibleFeature[] = [];
  for (const p of dms.possibleFeatures) {
    const picked = chosen.get(p.possibleFeatureId);
    if (picked) {
      const ids = new Set(picked.map((e) => e.id));
      installedPossibleFeatures.push({ ...p, nadaEquipments: p.nadaEquipments.filter((e) => ids.has(e.id)) });
    } else possibleFeatures.push(p);
  }
  return { features, possibleFeatures, installedPossibleFeatures };
}

/** A vehicles row as selected by the queries in this folder (dates already as text). */
export interface VehicleRow {
  stockid: string;
  vin: string;
  make: string;
  model: string;
  series: string;
  car_year: number;
  mileage: number;
  purchase_date: string;
  list_price: string | number;
  ride_share_category: string | null;
  lifestyle_category: string[];
  mark_for_deletion: string | null;
  active: boolean;
  rim_size: string | null;
  feature_choices: FeatureChoices | null;
  seo: StoredSeo | null;
  version: number;
  updated_at: Date | string;
  dms: Partial<DmsVehicle>;
  pin_damage_count: number;
  pin_feature_count: number;
  pin_inst_feature_count: number;
}

const seoOf = (s: StoredSeo | null) => ({
  seo: { title: '', keywords: '', description: '', ...s?.seo },
  seoTags: { h1: '', h2: '', h3: '', ...s?.seoTags },
});

/** The DMS-derived fields both shapes show: from `dms` for one vehicle, from `summary` for the list. */
type Shown = Pick<VehicleSummary, 'pictures' | 'zones' | 'body' | 'fuelType' | 'exteriorColor'>;

/** The vehicle's own columns as both shapes show them (what the sync and the admins' edits write). */
function ownFields(row: Omit<VehicleRow, 'dms'>) {
  return {
    _id: row.stockid,
    stockid: row.stockid,
    VIN: row.vin,
    make: row.make,
    model: row.model,
    series: row.series,
    carYear: row.car_year,
    mileage: row.mileage,
    purchaseDate: row.purchase_date,
    markForDeletion: row.mark_for_deletion,
    listPrice: Number(row.list_price),
    active: row.active,
    rimSize: row.rim_size,
    // Kept by every pin write (server/pins/counts.ts), so neither the list nor the detail counts pins.
    vehiclePinCount: {
      damageCount: row.pin_damage_count,
      featureCount: row.pin_feature_count,
      instFeatureCount: row.pin_inst_feature_count,
    },
    rideShareCategory: row.ride_share_category,
    lifestyleCategory: row.lifestyle_category ?? [],
    ...seoOf(row.seo),
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function common(row: Omit<VehicleRow, 'dms'>, dms: Shown) {
  return {
    ...ownFields(row),
    picturesUrl: dms.pictures,
    zones: dms.zones,
    body: dms.body,
    fuelType: dms.fuelType,
    exteriorColor: dms.exteriorColor,
  };
}

export function toVehicle(row: VehicleRow): Vehicle {
  const dms = row.dms as DmsVehicle;
  const shown: Shown = {
    pictures: orderPictures(dms.pictures ?? []),
    zones: dms.zones ?? [],
    body: dms.body ?? null,
    fuelType: dms.fuelType ?? null,
    exteriorColor: dms.exteriorColor ?? null,
  };
  return {
    ...common(row, shown),
    features: effectiveFeatures(dms.features ?? { features: [], possibleFeatures: [] }, row.feature_choices),
    spin: dms.spin ?? null,
    interior: dms.interior ?? null,
  };
}

/**
 * A list row: the vehicle's columns with the sync's summary instead of the whole DMS record, and its list part
 * (listPart.ts, the shape asked for). `summary` is selected only for a row that may need it: no part yet, or
 * NADA choices (listQuery.ts).
 */
export type ListRow = Omit<VehicleRow, 'dms'> & { summary: string | null; part: string | null };

/**
 * A list row. Slim (`slim=true`, the console's): the first picture only and how many there are; the pictures were
 * 1,565 of a row's 1,860 bytes, and building and serialising them most of the list's CPU beyond its SQL.
 */
function listItem(row: ListRow, slim: boolean): VehicleListItem {
  const summary = readSummary(row.summary);
  const { pictures } = summary;
  return {
    ...common(row, slim ? { ...summary, pictures: pictures.slice(0, 1) } : summary),
    ...(slim ? { pictureCount: pictures.length } : {}),
    featureCounts: featureCounts(summary, row.feature_choices),
  };
}

export const toListItem = (row: ListRow) => listItem(row, false);
export const toSlimListItem = (row: ListRow) => listItem(row, true);

/**
 * A list row as JSON text: its own columns serialised, joined with its stored list part. A row whose part does not
 * hold (no part yet, or NADA choices that move its feature counts) is built from its summary instead.
 */
function listItemJson(row: ListRow, slim: boolean): string {
  if (row.part === null || row.feature_choices?.installedPossibleFeatures?.length)
    return JSON.stringify(listItem(row, slim));
  return joinObjects(JSON.stringify(ownFields(row)), row.part);
}

export const toListItemJson = (row: ListRow) => listItemJson(row, false);
export const toSlimListItemJson = (row: ListRow) => listItemJson(row, true);
