import { useEffect, useEffectEvent, useState } from 'react';
import type { PinArea, PinDescription, PinMapContent } from '../../../contract/index.ts';
import {
  addPin,
  deletePin,
  editPin,
  listPins,
  newPinId,
  savePin,
  valueChanged,
  type Draft,
  type EditorState,
} from './pinEditing.ts';
import { followErrors, type PinTextErrors } from './pinTypeRules.ts';

interface UsePinEditorOptions {
  value: PinMapContent;
  onChange: (next: PinMapContent) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Drafts and selection belong to one picture: a new one starts afresh. */
  resetKey: string;
}

/** React state over pinEditing.ts: the committed pins are the caller's `value`; drafts, selection, messages here. */
export const usePinEditor = ({ value, onChange, onDirtyChange, resetKey }: UsePinEditorOptions) => {
  const [local, setLocal] = useState<{
    key: string;
    drafts: Draft[];
    selectedId: string | null;
    errors: PinTextErrors;
  }>({ key: resetKey, drafts: [], selectedId: null, errors: {} });
  let current = local;
  if (local.key !== resetKey) {
    // Adjusting state while rendering (React's documented pattern for a prop that changes).
    current = { key: resetKey, drafts: [], selectedId: null, errors: {} };
    setLocal(current);
  }
  const state: EditorState = { value, drafts: current.drafts };
  const pins = listPins(state);
  const dirty = pins.some((p) => p.dirty);

  // The latest callback (callers may pass a new function each render), called only when `dirty` changes.
  const reportDirty = useEffectEvent((nowDirty: boolean) => onDirtyChange?.(nowDirty));
  useEffect(() => {
    reportDirty(dirty);
  }, [dirty]);

  const update = (patch: Partial<typeof current>) => setLocal({ ...current, ...patch });

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
