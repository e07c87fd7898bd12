import { useEffect, useEffectEvent, useState } from 'react';
import type { PinArea, PinDescription, PinMapContent } from '../../../contract/index.ts';
import { followErrors, hasErrors, newPinText, validatePinText, type PinTextErrors } from './pinTypeRules.ts';

/**
 * Spec §4 "Pin editing" as pure functions. The committed pins are the map's `value` (what 'Save pins' sends); pins
 * being edited are drafts beside it (a new pin, or a committed one's edited text). Save of one pin moves its draft
 * into the value; Delete removes a pin from both. usePinEditor holds them in React state.
 */
export interface Draft {
  area: PinArea;
  text: PinDescription;
  /** Not in the value yet: a pin just placed and never saved. */
  isNew: boolean;
}

export interface EditorState {
  value: PinMapContent;
  drafts: Draft[];
}

/** One row of the pin list: committed or not, with the text being edited if any. */
export interface ListedPin {
  id: string;
  area: PinArea;
  text: PinDescription;
  committed: boolean;
  /** Being edited and not saved (a new pin, or a committed one whose text changed). */
  dirty: boolean;
}

const sameText = (a: PinDescription, b: PinDescription) => JSON.stringify(a) === JSON.stringify(b);

/** Committed pins in their order (their text as edited when a draft exists), then new pins. */
export const listPins = ({ value, drafts }: EditorState): ListedPin[] => {
  const committed = value.areas.map((area): ListedPin => {
    const saved = value.description.find((d) => d.id === area.name) ?? newPinText(area.name);
    const draft = drafts.find((d) => d.area.name === area.name);
    const text = draft?.text ?? saved;
    return { id: area.name, area, text, committed: true, dirty: draft !== undefined && !sameText(text, saved) };
  });
  const fresh = drafts
    .filter((d) => d.isNew)
    .map((d): ListedPin => ({ id: d.area.name, area: d.area, text: d.text, committed: false, dirty: true }));
  return [...committed, ...fresh];
};

/** Unsaved pins with an empty title are dropped when a new one is added (spec §4). */
export const addPin = (state: EditorState, id: string, coords: PinArea['coords']): EditorState => {
  const kept = state.drafts.filter((d) => !(d.isNew && d.text.title.trim() === ''));
  const area: PinArea = { name: id, shape: 'circle', coords };
  return { ...state, drafts: [...kept, { area, text: newPinText(id), isNew: true }] };
};

export const editPin = (state: EditorState, id: string, text: PinDescription): EditorState => {
  const existing = state.drafts.find((d) => d.area.name === id);
  if (existing) return { ...state, drafts: state.drafts.map((d) => (d === existing ? { ...d, text } : d)) };
  const area = state.value.areas.find((a) => a.name === id);
  if (!area) return state;
  return { ...state, drafts: [...state.drafts, { area, text, isNew: false }] };
};

export const tidyText = (text: PinDescription): PinDescription => {
  const next: PinDescription = { ...text, title: text.title.trim(), description: text.description.trim() };
  if (next.part !== undefined) {
    const part = next.part.trim();
    if (part === '') delete next.part;
    else next.part = part;
  }
  return next;
};

export type HotspotText = Pick<PinDescription, 'type' | 'title' | 'description' | 'severity' | 'part'>;

/** Only the texts a 360 hotspot stores: an empty severity or part is left out rather than sent as ''. */
export const hotspotText = ({ type, title, description, severity, part }: HotspotText): HotspotText => ({
  type,
  title,
  description,
  ...(severity ? { severity } : {}),
  ...(part ? { part } : {}),
});

export type SaveResult = { ok: true; state: EditorState } | { ok: false; errors: PinTextErrors };

/** Save of one pin: checks the DAMAGE rule, then commits its text (and area, for a new pin). */
export const savePin = (state: EditorState, id: string): SaveResult => {
  const pin = listPins(state).find((p) => p.id === id);
  if (!pin) return { ok: true, state };
  const errors = validatePinText(pin.text);
  if (hasErrors(errors)) return { ok: false, errors };
  const text = tidyText(pin.text);
  const { areas, description } = state.value;
  const value: PinMapContent = pin.committed
    ? {
        areas,
        description: description.some((d) => d.id === id)
          ? description.map((d) => (d.id === id ? text : d))
          : [...description, text],
      }
    : { areas: [...areas, pin.area], description: [...description, text] };
  return { ok: true, state: { value, drafts: state.drafts.filter((d) => d.area.name !== id) } };
};

export const deletePin = (state: EditorState, id: string): EditorState => {
  const drafts = state.drafts.filter((d) => d.area.name !== id);
  // A never-saved pin leaves the value as it is (same object: no committed change).
  if (!state.value.areas.some((a) => a.name === id)) return { ...state, drafts };
  const value: PinMapContent = {
    areas: state.value.areas.filter((a) => a.name !== id),
    description: state.value.description.filter((d) => d.id !== id),
  };
  return { value, drafts };
};

/** Whether a change touched the committed pins (the map then has unsaved pins). */
export const valueChanged = (before: EditorState, after: EditorState): boolean => before.value !== after.value;

/** Ids as the contract wants them (letters, digits, - and _), unique within a map. */
export const newPinId = (existing: Iterable<string>, random: () => string = () => crypto.randomUUID()): string => {
  const taken = new Set(existing);
  for (;;) {
    const id = `pin-${random()
      .replaceAll(/[^A-Za-z0-9]/g, '')
      .slice(0, 12)}`;
    if (!taken.has(id)) return id;
  }
};

interface UsePinEditorOptions {
  value: PinMapContent;
  onChange: (next: PinMapContent) => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The committed pins are the caller's `value`; drafts, selection and messages of one picture are kept here. */
export const usePinEditor = ({ value, onChange, onDirtyChange }: UsePinEditorOptions) => {
  const [current, setCurrent] = useState<{ drafts: Draft[]; selectedId: string | null; errors: PinTextErrors }>({
    drafts: [],
    selectedId: null,
    errors: {},
  });
  const state: EditorState = { value, drafts: current.drafts };
  const pins = listPins(state);
  const dirty = pins.some((p) => p.dirty);

  // The latest callback (callers may pass a new function each render), called only when `dirty` changes.
  const reportDirty = useEffectEvent((nowDirty: boolean) => onDirtyChange?.(nowDirty));
  useEffect(() => {
    reportDirty(dirty);
  }, [dirty]);

  const update = (patch: Partial<typeof current>) => setCurrent({ ...current, ...patch });

  const add = (coords: PinArea['coords']) => {
    const id = newPinId(pins.map((p) => p.id));
    update({ drafts: addPin(state, id, coords).drafts, selectedId: id, errors: {} });
  };

  const select = (id: string) => update({ selectedId: id, errors: {} });

  const edit = (id: string, text: PinDescription) =>
    update({ drafts: editPin(state, id, text).drafts, errors: followErrors(current.errors, text) });

  const save = (id: string) => {
    const result = savePin(state, id);
    if (!result.ok) {
      update({ errors: result.errors });
      return;
    }
    update({ drafts: result.state.drafts, selectedId: null, errors: {} });
    if (valueChanged(state, result.state)) onChange(result.state.value);
  };

  const remove = (id: string) => {
    const next = deletePin(state, id);
    update({ drafts: next.drafts, selectedId: current.selectedId === id ? null : current.selectedId, errors: {} });
    if (valueChanged(state, next)) onChange(next.value);
  };

  const selectedIndex = pins.findIndex((p) => p.id === current.selectedId);
  const selectedPin = pins[selectedIndex];
  return {
    pins,
    dirty,
    selected: selectedPin ? { pin: selectedPin, number: selectedIndex + 1 } : null,
    selectedId: current.selectedId,
    errors: current.errors,
    add,
    select,
    edit,
    save,
    remove,
  };
};
