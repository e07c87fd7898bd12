import { describe, expect, it } from 'vitest';
import type { PinMapContent } from '../../../contract/index.ts';
import {
  addPin,
  deletePin,
  editPin,
  listPins,
  newPinId,
  savePin,
  valueChanged,
  type EditorState,
} from './pinEditing.ts';

const isDirty = (state: EditorState) => listPins(state).some((pin) => pin.dirty);
const empty: EditorState = { value: { areas: [], description: [] }, drafts: [] };
const saved: PinMapContent = {
  areas: [{ name: 'a', shape: 'circle', coords: [10, 20, 40] }],
  description: [{ id: 'a', type: 'FEATURE', title: 'Sunroof', description: 'Power sunroof' }],
};

const saveOk = (state: EditorState, id: string) => {
  const result = savePin(state, id);
  if (!result.ok) throw new Error(`save refused: ${JSON.stringify(result.errors)}`);
  return result.state;
};

describe('adding pins', () => {
  it('adds a new DAMAGE pin that is not committed yet', () => {
    const state = addPin(empty, 'p1', [100, 50, 40]);
    expect(state.value).toBe(empty.value);
    expect(listPins(state)).toEqual([
      {
        id: 'p1',
        area: { name: 'p1', shape: 'circle', coords: [100, 50, 40] },
        text: { id: 'p1', type: 'DAMAGE', title: '', description: '' },
        committed: false,
        dirty: true,
      },
    ]);
    expect(isDirty(state)).toBe(true);
  });

  it('drops unsaved pins with an empty title when a new one is added, keeps titled ones', () => {
    let state = addPin(empty, 'p1', [1, 1, 20]);
    state = addPin(state, 'p2', [2, 2, 20]);
    expect(listPins(state).map((p) => p.id)).toEqual(['p2']);
    state = editPin(state, 'p2', { id: 'p2', type: 'DAMAGE', title: 'Dent', description: '' });
    state = addPin(state, 'p3', [3, 3, 20]);
    expect(listPins(state).map((p) => p.id)).toEqual(['p2', 'p3']);
    // A whitespace title counts as empty.
    state = editPin(state, 'p3', { id: 'p3', type: 'DAMAGE', title: '  ', description: 'x' });
    state = addPin(state, 'p4', [4, 4, 20]);
    expect(listPins(state).map((p) => p.id)).toEqual(['p2', 'p4']);
  });

  it('never drops committed pins', () => {
    const state = addPin({ value: saved, drafts: [] }, 'p1', [1, 1, 20]);
    expect(addPin(state, 'p2', [2, 2, 20]).value).toBe(saved);
  });
});

describe('saving one pin', () => {
  it('refuses a DAMAGE pin without title or description, with the spec texts', () => {
    const state = addPin(empty, 'p1', [1, 1, 20]);
    expect(savePin(state, 'p1')).toEqual({
      ok: false,
      errors: { title: 'Please enter title', description: 'Please enter description' },
    });
  });

  it('commits a new pin (area and trimmed text) and marks a committed change', () => {
    let state = addPin(empty, 'p1', [100, 50, 40]);
    state = editPin(state, 'p1', {
      id: 'p1',
      type: 'DAMAGE',
      title: ' Dent ',
      description: ' Left door ',
      severity: 'major',
      part: '  ',
    });
    const next = saveOk(state, 'p1');
    expect(next.value).toEqual({
      areas: [{ name: 'p1', shape: 'circle', coords: [100, 50, 40] }],
      description: [{ id: 'p1', type: 'DAMAGE', title: 'Dent', description: 'Left door', severity: 'major' }],
    });
    expect(next.drafts).toEqual([]);
    expect(valueChanged(state, next)).toBe(true);
    expect(isDirty(next)).toBe(false);
  });

  it('commits the edited text of a committed pin in place', () => {
    let state: EditorState = {
      value: {
        areas: [...saved.areas, { name: 'b', shape: 'circle', coords: [5, 5, 40] }],
        description: [...saved.description, { id: 'b', type: 'DAMAGE', title: 'x', description: 'y' }],
      },
      drafts: [],
    };
    state = editPin(state, 'a', { id: 'a', type: 'FEATURE', title: 'Tow Hitch', description: 'Class III hitch' });
    expect(listPins(state)[0]).toMatchObject({ committed: true, dirty: true, text: { title: 'Tow Hitch' } });
    const next = saveOk(state, 'a');
    expect(next.value.description.map((d) => d.title)).toEqual(['Tow Hitch', 'x']);
  });
});

describe('deleting a pin', () => {
  it('removes a committed pin from the value', () => {
    const start: EditorState = { value: saved, drafts: [] };
    const next = deletePin(start, 'a');
    expect(next.value).toEqual({ areas: [], description: [] });
    expect(valueChanged(start, next)).toBe(true);
  });

  it('removes a new pin without touching the value', () => {
    const start = addPin({ value: saved, drafts: [] }, 'p1', [1, 1, 20]);
    const next = deletePin(start, 'p1');
    expect(listPins(next).map((p) => p.id)).toEqual(['a']);
    expect(valueChanged(start, next)).toBe(false);
  });
});

describe('pin ids', () => {
  it('are contract-safe and unique within the map', () => {
    const values = ['aaaa-1', 'aaaa-1', 'bbbb-2'];
    const id = newPinId(['pin-aaaa1'], () => values.shift() ?? 'zz');
    expect(id).toBe('pin-bbbb2');
    expect(newPinId([])).toMatch(/^pin-[A-Za-z0-9]{12}$/);
  });
});
