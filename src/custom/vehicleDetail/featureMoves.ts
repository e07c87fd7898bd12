import type {
  FeaturesUpdateRequest,
  NadaCheckResult,
  NadaEquipment,
  VehicleFeatures,
} from '../../../contract/index.ts';

/**
 * Pure logic of the features section: which list each feature is in, moves between the
 * installed and the possible list, the NADA resolution of possible features being installed
 * (spec §4) and the PUT /v1/features body. No React here, so every rule is unit-tested.
 */

/** Where a feature was when the vehicle was loaded: it decides what saving a move means. */
export type FeatureOrigin = 'installed' | 'installedPossible' | 'possible';
export type FeatureListName = 'installed' | 'possible';

export interface FeatureItem {
  id: number;
  name: string;
  description: string;
  origin: FeatureOrigin;
  /** The feature's NADA candidates as the vehicle lists them (descriptions for the dialogs). */
  equipments: NadaEquipment[];
  /** The NADA equipment chosen for a possible feature now installed; unset until chosen. */
  equipmentId?: string;
}

export interface FeatureBoard {
  installed: FeatureItem[];
  possible: FeatureItem[];
}

const byName = (a: FeatureItem, b: FeatureItem) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;

const itemOf = (
  id: number,
  feature: { featureName: string; featureDesc: string },
  origin: FeatureOrigin,
  equipments: NadaEquipment[] = [],
): FeatureItem => ({ id, name: feature.featureName, description: feature.featureDesc, origin, equipments });

export const boardFromFeatures = (features: VehicleFeatures): FeatureBoard => ({
  installed: [
    ...features.features.map((f) => itemOf(f.featureId, f, 'installed')),
    ...features.installedPossibleFeatures.map((f) => ({
      ...itemOf(f.possibleFeatureId, f, 'installedPossible', f.nadaEquipments),
      // The API keeps only the chosen equipment on an installed possible feature.
      equipmentId: f.nadaEquipments[0]?.id,
    })),
  ].sort(byName),
  possible: features.possibleFeatures
    .map((f) => itemOf(f.possibleFeatureId, f, 'possible', f.nadaEquipments))
    .sort(byName),
});

const otherList = (list: FeatureListName): FeatureListName => (list === 'installed' ? 'possible' : 'installed');

/** Moves one feature to `to`; a no-op when it is already there or unknown. */
export const moveFeature = (board: FeatureBoard, id: number, to: FeatureListName): FeatureBoard => {
  const from = otherList(to);
  const item = board[from].find((f) => f.id === id);
  if (!item) return board;
  // A choice made in this session is dropped when the feature goes back: installing it again asks NADA again.
  const moved = to === 'possible' && item.origin === 'possible' ? { ...item, equipmentId: undefined } : item;
  const left = board[from].filter((f) => f.id !== id);
  const joined = [...board[to], moved].sort(byName);
  return to === 'installed' ? { installed: joined, possible: left } : { installed: left, possible: joined };
};

/** Whether a feature sits in another list than the one it was loaded in. */
export const isMoved = (item: FeatureItem, list: FeatureListName) =>
  list === 'installed' ? item.origin === 'possible' : item.origin !== 'possible';

/** Features not in the list they were loaded in (what "Save feature changes" would send). */
export const changedFeatures = (board: FeatureBoard): FeatureItem[] => [
  ...board.installed.filter((f) => isMoved(f, 'installed')),
  ...board.possible.filter((f) => isMoved(f, 'possible')),
];

export const hasChanges = (board: FeatureBoard): boolean => changedFeatures(board).length > 0;

/** Possible features being installed that still need their NADA equipment. */
export const pendingInstalls = (board: FeatureBoard): FeatureItem[] =>
  board.installed.filter((f) => f.origin !== 'installed' && f.equipmentId === undefined);

export interface NadaMatch {
  feature: FeatureItem;
  /** The equipments NADA matched, with the descriptions the vehicle gives them. */
  candidates: NadaEquipment[];
}

export interface NadaClassification {
  /** Exactly one equipment: chosen without asking. */
  matched: NadaMatch[];
  /** More than one: the ambiguity dialog asks which. */
  ambiguous: NadaMatch[];
  /** None (or no answer for the feature): it stays possible. */
  unmatched: FeatureItem[];
}

const candidatesOf = (feature: FeatureItem, result: NadaCheckResult | undefined): NadaEquipment[] => {
  const ids = [...new Set((result?.nadaEquipments ?? []).map((e) => e.id))];
  // An id the vehicle does not describe still gets a label: its code.
  return ids.map((id) => feature.equipments.find((e) => e.id === id) ?? { id, description: id });
};

export const classifyNadaResults = (
  pending: readonly FeatureItem[],
  results: readonly NadaCheckResult[],
): NadaClassification => {
  const classification: NadaClassification = { matched: [], ambiguous: [], unmatched: [] };
  for (const feature of pending) {
    const candidates = candidatesOf(
      feature,
      results.find((r) => r.possibleFeatureId === feature.id),
    );
    if (candidates.length === 0) classification.unmatched.push(feature);
    else if (candidates.length === 1) classification.matched.push({ feature, candidates });
    else classification.ambiguous.push({ feature, candidates });
  }
  return classification;
};

/** Equipment chosen per possible feature id. */
export type NadaChoices = ReadonlyMap<number, string>;

/** Choices that need no question: the single matches. */
export const initialChoices = ({ matched }: NadaClassification): Map<number, string> =>
  new Map(matched.flatMap(({ feature, candidates: [single] }) => (single ? [[feature.id, single.id] as const] : [])));

/**
 * Spec §4: possible features left unresolved (no match, or the ambiguity dialog cancelled)
 * revert to possible; the resolved ones keep their chosen equipment.
 */
export const applyNadaChoices = (
  board: FeatureBoard,
  choices: NadaChoices,
): { board: FeatureBoard; reverted: FeatureItem[] } => {
  const pendingIds = new Set(pendingInstalls(board).map((f) => f.id));
  const reverted: FeatureItem[] = [];
  const installed: FeatureItem[] = [];
  for (const item of board.installed) {
    const equipmentId = choices.get(item.id);
    if (!pendingIds.has(item.id)) installed.push(item);
    else if (equipmentId !== undefined) installed.push({ ...item, equipmentId });
    else reverted.push(item);
  }
  return { board: { installed, possible: [...board.possible, ...reverted].sort(byName) }, reverted };
};

/**
 * The PUT /v1/features body: every possible feature now installed with its one equipment
 * (the whole choice, so a repeated save is harmless) and the installed features moved back
 * to possible. Features still waiting for NADA are left out: resolve them first.
 */
export const toFeaturesUpdateRequest = (
  stockid: string,
  board: FeatureBoard,
  version?: number,
): FeaturesUpdateRequest => ({
  stockid,
  installedPossibleFeatures: board.installed.flatMap((f) =>
    f.origin !== 'installed' && f.equipmentId !== undefined
      ? [{ possibleFeatureId: f.id, nadaEquipments: [{ id: f.equipmentId }] }]
      : [],
  ),
  possibleFeatures: board.possible.filter((f) => f.origin !== 'possible').map((f) => ({ featureId: f.id })),
  ...(version === undefined ? {} : { version }),
});

/**
 * Re-applies the admin's unsaved moves (and NADA choices) onto freshly loaded lists, so
 * reloading the vehicle after a conflict shows the others' changes and keeps this admin's.
 */
export const rebaseBoard = (fresh: FeatureBoard, previous: FeatureBoard): FeatureBoard => {
  let board = fresh;
  for (const list of ['installed', 'possible'] as const) {
    for (const item of previous[list].filter((f) => isMoved(f, list))) {
      board = moveFeature(board, item.id, list);
      const { equipmentId } = item;
      if (list === 'installed' && equipmentId !== undefined) {
        board = {
          ...board,
          installed: board.installed.map((f) =>
            f.id === item.id && f.origin === 'possible' ? { ...f, equipmentId } : f,
          ),
        };
      }
    }
  }
  return board;
};
