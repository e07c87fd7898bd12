import type { DmsPicture, DmsVehicle } from '../../contract/dms.ts';
import { SPIN_ANGLES } from '../../contract/dms.ts';
import { orderPictures } from '../../contract/pictures.ts';
import type { FeatureChoices } from './present.ts';

/**
 * The part of a DMS record the list and the export need, computed once by the sync (vehicles.summary) so that
 * neither reads the whole `dms` jsonb per row: reading 100,000 of those took 9 s on PGlite just to detoast.
 * Features keep only id and name: enough for counts and the export's Options; the detail reads `dms`.
 */
export interface VehicleSummary {
  /** In display order (spec §3: by the trailing number of the file name). */
  pictures: DmsPicture[];
  zones: string[];
  body: string | null;
  fuelType: string | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  doors: number | null;
  seats: number | null;
  /** Installed features as the DMS lists them: [featureId, featureName]. */
  features: Array<[number, string]>;
  /** Possible features: [possibleFeatureId, featureName]. */
  possibleFeatures: Array<[number, string]>;
}

/** What a row synced before summaries existed shows until the backfill at start (backfillSummary.ts) has run. */
const NO_SUMMARY: VehicleSummary = {
  pictures: [],
  zones: [],
  body: null,
  fuelType: null,
  exteriorColor: null,
  interiorColor: null,
  doors: null,
  seats: null,
  features: [],
  possibleFeatures: [],
};

/** The stored text (vehicles.summary); an empty summary for a row that has none yet. */
export const readSummary = (text: string | null): VehicleSummary =>
  text ? (JSON.parse(text) as VehicleSummary) : NO_SUMMARY;

export function summarize(v: DmsVehicle): VehicleSummary {
  return {
    pictures: orderPictures(v.pictures),
    zones: v.zones,
    body: v.body ?? null,
    fuelType: v.fuelType ?? null,
    exteriorColor: v.exteriorColor ?? null,
    interiorColor: v.interiorColor ?? null,
    doors: v.doors ?? null,
    seats: v.seats ?? null,
    features: v.features.features.map((f) => [f.featureId, f.featureName]),
    possibleFeatures: v.features.possibleFeatures.map((f) => [f.possibleFeatureId, f.featureName]),
  };
}

/** Frames per spin row (20, 45, 60 degrees; 0 = no such row) and whether there is an interior panorama. */
export function spinLayers(v: DmsVehicle): { spin20: number; spin45: number; spin60: number; hasInterior: boolean } {
  const frames = (angle: (typeof SPIN_ANGLES)[number]) =>
    v.spin.rows.filter((r) => r.angle === angle).reduce((n, r) => n + r.frames.length, 0);
  return { spin20: frames(20), spin45: frames(45), spin60: frames(60), hasInterior: v.interior !== null };
}

/**
 * Names of the installed features after the admin's choices, with the same rule as effectiveFeatures():
 * a possible feature with a chosen NADA equipment counts as installed.
 */
export function installedFeatureNames(
  s: Pick<VehicleSummary, 'features' | 'possibleFeatures'>,
  choices: FeatureChoices | null,
): string[] {
  // The common case (no possible feature chosen) is every installed feature in order: the export asks per row.
  if (!choices?.installedPossibleFeatures?.length) return s.features.map(([, name]) => name);
  const chosen = new Set(choices.installedPossibleFeatures.map((f) => f.possibleFeatureId));
  return [
    ...s.features.filter(([id]) => !chosen.has(id)).map(([, name]) => name),
    ...s.features.filter(([id]) => chosen.has(id)).map(([, name]) => name),
    ...s.possibleFeatures.filter(([id]) => chosen.has(id)).map(([, name]) => name),
  ];
}

/** The list's feature counts, equal to the lengths of effectiveFeatures()' lists. */
export function featureCounts(
  s: Pick<VehicleSummary, 'features' | 'possibleFeatures'>,
  choices: FeatureChoices | null,
) {
  const chosen = new Set((choices?.installedPossibleFeatures ?? []).map((f) => f.possibleFeatureId));
  const installedChosen = s.features.filter(([id]) => chosen.has(id)).length;
  const possibleChosen = s.possibleFeatures.filter(([id]) => chosen.has(id)).length;
  return {
    features: s.features.length - installedChosen,
    possibleFeatures: s.possibleFeatures.length - possibleChosen,
    installedPossibleFeatures: installedChosen + possibleChosen,
  };
}
