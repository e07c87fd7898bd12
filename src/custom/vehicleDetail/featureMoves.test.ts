import { describe, expect, it } from 'vitest';
import {
  applyNadaChoices,
  boardFromFeatures,
  changedFeatures,
  classifyNadaResults,
  hasChanges,
  initialChoices,
  moveFeature,
  pendingInstalls,
  rebaseBoard,
  toFeaturesUpdateRequest,
  type FeatureBoard,
} from './featureMoves.ts';
import { NADA, testVehicle } from './sampleVehicleTestKit.ts';
import { nth } from '../../../tests/support/nth.ts';

const names = (board: FeatureBoard) => ({
  installed: board.installed.map((f) => f.name),
  possible: board.possible.map((f) => f.name),
});
const loaded = () => boardFromFeatures(testVehicle().features);

describe('moving features between installed and possible', () => {
  it('shows installed and confirmed possible features as installed, by name', () => {
    expect(names(loaded())).toEqual({
      installed: ['Backup Camera', 'Heated Seats'],
      possible: ['Lane Keeping Assist', 'Premium Audio', 'Window Tint'],
    });
    expect(hasChanges(loaded())).toBe(false);
  });

  it('moves a feature both ways and counts what changed', () => {
    let board = moveFeature(loaded(), 102, 'installed');
    board = moveFeature(board, 108, 'possible');
    expect(names(board)).toEqual({
      installed: ['Heated Seats', 'Premium Audio'],
      possible: ['Backup Camera', 'Lane Keeping Assist', 'Window Tint'],
    });
    expect(changedFeatures(board).map((f) => f.id)).toEqual([102, 108]);
    expect(pendingInstalls(board).map((f) => f.id)).toEqual([102]);
  });

  it('has nothing to save once a feature is moved back where it was', () => {
    const board = moveFeature(moveFeature(loaded(), 110, 'possible'), 110, 'installed');
    expect(hasChanges(board)).toBe(false);
    expect(pendingInstalls(board)).toEqual([]);
  });

  it('ignores a move to the list the feature is already in', () => {
    const board = loaded();
    expect(moveFeature(board, 108, 'installed')).toBe(board);
  });
});

describe('NADA equipment for possible features being installed', () => {
  const installing = () =>
    moveFeature(moveFeature(moveFeature(loaded(), 102, 'installed'), 106, 'installed'), 127, 'installed');

  it('takes one match as is, asks about several and leaves none unmatched', () => {
    const pending = pendingInstalls(installing());
    const result = classifyNadaResults(pending, [
      { possibleFeatureId: 102, nadaEquipments: [{ id: 'BOS' }, { id: 'HKA' }] },
      { possibleFeatureId: 106, nadaEquipments: [{ id: 'LKA' }] },
      { possibleFeatureId: 127, nadaEquipments: [] },
    ]);
    expect(result.matched.map((m) => [m.feature.id, m.candidates])).toEqual([[106, [NADA.LKA]]]);
    // Only the matched equipments are offered, with the vehicle's descriptions.
    expect(result.ambiguous.map((m) => [m.feature.id, m.candidates])).toEqual([[102, [NADA.BOS, NADA.HKA]]]);
    expect(result.unmatched.map((f) => f.id)).toEqual([127]);
    expect([...initialChoices(result)]).toEqual([[106, 'LKA']]);
  });

  it('treats a feature missing from the answer as unmatched and labels unknown codes with the code', () => {
    const pending = pendingInstalls(installing());
    const result = classifyNadaResults(pending, [{ possibleFeatureId: 102, nadaEquipments: [{ id: 'XYZ' }] }]);
    expect(result.matched[0]?.candidates).toEqual([{ id: 'XYZ', description: 'XYZ' }]);
    expect(result.unmatched.map((f) => f.id).sort()).toEqual([106, 127]);
  });

  it('reverts unresolved features to possible and keeps the chosen equipment of the others', () => {
    const { board, reverted } = applyNadaChoices(installing(), new Map([[102, 'HKA']]));
    expect(reverted.map((f) => f.name)).toEqual(['Lane Keeping Assist', 'Window Tint']);
    expect(names(board)).toEqual({
      installed: ['Backup Camera', 'Heated Seats', 'Premium Audio'],
      possible: ['Lane Keeping Assist', 'Window Tint'],
    });
    expect(pendingInstalls(board)).toEqual([]);
    expect(board.installed.find((f) => f.id === 102)?.equipmentId).toBe('HKA');
  });

  it('asks NADA again when a resolved feature goes back to possible and returns', () => {
    const { board } = applyNadaChoices(installing(), new Map([[102, 'HKA']]));
    const again = moveFeature(moveFeature(board, 102, 'possible'), 102, 'installed');
    expect(pendingInstalls(again).map((f) => f.id)).toEqual([102]);
  });
});

describe('the PUT /v1/features body', () => {
  it('sends every installed possible feature with its one equipment and the features moved back', () => {
    let board = moveFeature(loaded(), 108, 'possible');
    board = applyNadaChoices(moveFeature(board, 102, 'installed'), new Map([[102, 'BOS']])).board;
    expect(toFeaturesUpdateRequest('A100', board, 3)).toEqual({
      stockid: 'A100',
      installedPossibleFeatures: [
        { possibleFeatureId: 110, nadaEquipments: [{ id: 'HFS' }] },
        { possibleFeatureId: 102, nadaEquipments: [{ id: 'BOS' }] },
      ],
      possibleFeatures: [{ featureId: 108 }],
      version: 3,
    });
  });

  it('leaves out features still waiting for NADA', () => {
    const body = toFeaturesUpdateRequest('A100', moveFeature(loaded(), 102, 'installed'));
    expect(body.installedPossibleFeatures.map((f) => f.possibleFeatureId)).toEqual([110]);
    expect(body).not.toHaveProperty('version');
  });
});

describe('reloading the lists with unsaved moves', () => {
  it('re-applies the moves and choices onto the fresh lists', () => {
    const mine = applyNadaChoices(
      moveFeature(moveFeature(loaded(), 102, 'installed'), 108, 'possible'),
      new Map([[102, 'JBL']]),
    ).board;
    // Someone else confirmed Lane Keeping Assist meanwhile.
    const theirs = testVehicle().features;
    const fresh = boardFromFeatures({
      ...theirs,
      possibleFeatures: theirs.possibleFeatures.filter((f) => f.possibleFeatureId !== 106),
      installedPossibleFeatures: [
        ...theirs.installedPossibleFeatures,
        { ...nth(theirs.possibleFeatures, 1), nadaEquipments: [NADA.LKA] },
      ],
    });
    const rebased = rebaseBoard(fresh, mine);
    expect(names(rebased)).toEqual({
      installed: ['Heated Seats', 'Lane Keeping Assist', 'Premium Audio'],
      possible: ['Backup Camera', 'Window Tint'],
    });
    expect(rebased.installed.find((f) => f.id === 102)?.equipmentId).toBe('JBL');
  });
});
