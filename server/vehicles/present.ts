import type { DmsFeature, DmsPicture, DmsPossibleFeature, DmsVehicle } from '../../contract/dms.ts';
import type { Vehicle, VehicleFeatures, VehicleListItem } from '../../contract/vehicles.ts';

/**
 * NADA equipment an admin chose for possible features they installed (vehicles.feature_choices). The moves
 * themselves live in the DMS (it answers every move with the vehicle's new lists); this keeps the choices.
 */
export interface FeatureChoices {
  installedPossibleFeatures: Array<{ possibleFeatureId: number; nadaEquipments: Array<{ id: string; description?: string }> }>;
}
export interface StoredSeo {
  seo?: Partial<Vehicle['seo']>;
  seoTags?: Partial<Vehicle['seoTags']>;
}

const trailingNumber = (name: string) => Number(/(\d+)(?:\.[a-z0-9]+)?$/i.exec(name)?.[1] ?? Number.MAX_SAFE_INTEGER);

/** Spec §3: pictures are ordered by the trailing number in their file name (x-9 before x-10). */
export function orderPictures(pictures: DmsPicture[]): DmsPicture[] {
  return [...pictures].sort((a, b) => trailingNumber(a.name) - trailingNumber(b.name) || a.name.localeCompare(b.name));
}

/**
 * The lists the console shows: installed features that came from the possible list (with the NADA equipment
 * chosen) are shown apart; a choice the DMS has not applied yet still counts as installed.
 */
export function effectiveFeatures(dms: DmsVehicle['features'], choices: FeatureChoices | null): VehicleFeatures {
  const chosen = new Map((choices?.installedPossibleFeatures ?? []).map((f) => [f.possibleFeatureId, f.nadaEquipments]));
  const installedPossibleFeatures: DmsPossibleFeature[] = [];
  const features: DmsFeature[] = [];
  for (const f of dms.features) {
    const picked = chosen.get(f.featureId);
    if (picked) {
      installedPossibleFeatures.push({ possibleFeatureId: f.featureId, featureName: f.featureName, featureDesc: f.featureDesc, nadaEquipments: picked.map((e) => ({ id: e.id, description: e.description ?? '' })) });
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

function common(row: VehicleRow) {
  const dms = row.dms;
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
    picturesUrl: orderPictures(dms.pictures ?? []),
    active: row.active,
    rimSize: row.rim_size,
    // Kept by every pin write (server/pins/counts.ts), so neither the list nor the detail counts pins.
    vehiclePinCount: { damageCount: row.pin_damage_count, featureCount: row.pin_feature_count, instFeatureCount: row.pin_inst_feature_count },
    rideShareCategory: row.ride_share_category,
    lifestyleCategory: row.lifestyle_category ?? [],
    zones: dms.zones ?? [],
    ...seoOf(row.seo),
    body: dms.body ?? null,
    fuelType: dms.fuelType ?? null,
    exteriorColor: dms.exteriorColor ?? null,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function toVehicle(row: VehicleRow): Vehicle {
  const dms = row.dms as DmsVehicle;
  return {
    ...common(row),
    features: effectiveFeatures(dms.features ?? { features: [], possibleFeatures: [] }, row.feature_choices),
    spin: dms.spin ?? null,
    interior: dms.interior ?? null,
  };
}

export function toListItem(row: VehicleRow): VehicleListItem {
  const f = effectiveFeatures((row.dms as DmsVehicle).features ?? { features: [], possibleFeatures: [] }, row.feature_choices);
  return {
    ...common(row),
    featureCounts: { features: f.features.length, possibleFeatures: f.possibleFeatures.length, installedPossibleFeatures: f.installedPossibleFeatures.length },
  };
}
