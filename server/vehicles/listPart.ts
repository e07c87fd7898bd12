import { featureCounts, type VehicleSummary } from './summary.ts';

/**
 * The DMS-derived part of a list row, as JSON object text ready to send (vehicles.list_part and list_part_slim),
 * written with the summary by the sync, by feature moves (routes/features.ts) and by the start's backfill: the list
 * then joins text instead of parsing each row's summary and serialising it again (that was most of the list's CPU
 * beyond its SQL on PostgreSQL). Only what the DMS owns is in it, so no admin edit of the row's own columns has to
 * rewrite it: the feature counts are those without any NADA choice, and a row with choices is built from its summary
 * instead (present.ts).
 */
export interface ListParts {
  full: string;
  slim: string;
}

export function listParts(s: VehicleSummary): ListParts {
  const rest = {
    zones: s.zones,
    body: s.body,
    fuelType: s.fuelType,
    exteriorColor: s.exteriorColor,
    featureCounts: featureCounts(s, null),
  };
  return {
    full: JSON.stringify({ picturesUrl: s.pictures, ...rest }),
    slim: JSON.stringify({ picturesUrl: s.pictures.slice(0, 1), pictureCount: s.pictures.length, ...rest }),
  };
}

/** Two JSON objects' texts as one object's: `{"a":1}` and `{"b":2}` give `{"a":1,"b":2}` (neither empty). */
export const joinObjects = (head: string, tail: string) => `${head.slice(0, -1)},${tail.slice(1)}`;
