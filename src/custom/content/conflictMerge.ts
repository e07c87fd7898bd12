import { differingFields, sameValue, type ContentValues } from './contentValues.ts';

export interface ConflictAnalysis {
  /** Fields the admin changed since they loaded the document. */
  mine: string[];
  /** Fields both changed, to different values: the admin must choose. */
  overlap: string[];
  /** The admin's changes can go on top of theirs without losing anything of either. */
  mergeable: boolean;
}

/**
 * What a 412 means field by field (beyond the spec): `base` is the version the admin loaded, `attempted` what they
 * tried to save, `theirs` the server's current version. Fields changed on one side only merge; a field both
 * changed to the same value is no conflict either.
 */
export const analyseConflict = (
  base: ContentValues,
  attempted: ContentValues,
  theirs: ContentValues,
): ConflictAnalysis => {
  const mine = differingFields(base, attempted);
  const changedByThem = new Set(differingFields(base, theirs));
  const overlap = mine.filter((key) => changedByThem.has(key) && !sameValue(attempted[key], theirs[key]));
  return { mine, overlap, mergeable: mine.length > 0 && overlap.length === 0 };
};

/** The admin's changed fields with their values, to put back on top of their version. */
export const changesOf = (base: ContentValues, attempted: ContentValues): ContentValues =>
  Object.fromEntries(differingFields(base, attempted).map((key) => [key, attempted[key]]));
