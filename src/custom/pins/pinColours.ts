import type { PinType } from '../../../contract/index.ts';

/**
 * One colour per pin type (spec: FEATURE and INSTALLED FEATURE kept apart from DAMAGE). Dark
 * enough for 3:1 against a white photo; the list and the editor also name the type in text,
 * so colour is never the only cue.
 */
export const PIN_COLOURS: Record<PinType, string> = {
  FEATURE: '#1565c0',
  'INSTALLED FEATURE': '#2e7d32',
  DAMAGE: '#c62828',
};

/** i18n key of a type's label (polyglot keys without spaces). */
export const PIN_TYPE_LABELS: Record<PinType, string> = {
  FEATURE: 'app.pins.types.feature',
  'INSTALLED FEATURE': 'app.pins.types.installed_feature',
  DAMAGE: 'app.pins.types.damage',
};
