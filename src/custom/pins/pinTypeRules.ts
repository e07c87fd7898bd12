import {
  PIN_MESSAGES,
  PIN_TYPES,
  pinFeatureOptions,
  type PinDescription,
  type PinType,
  type VehicleFeatures,
} from '../../../contract/index.ts';

/**
 * Spec §4 "Pin type" and §5 over a pin's text. INSTALLED FEATURE offers the detail page's "Installed features" (the
 * DMS's plus the possible ones confirmed installed), FEATURE its "Possible features"; the two never overlap, so the
 * type also tells which list a title came from (and which vehiclePinCount it adds to).
 */
type FeatureOption = ReturnType<typeof pinFeatureOptions>[number];

/** One colour per type, at least 3:1 on a white photo; the type is also named in text, never by colour alone. */
export const PIN_COLOURS: Record<PinType, string> = {
  FEATURE: '#1565c0',
  'INSTALLED FEATURE': '#2e7d32',
  DAMAGE: '#c62828',
};

/** i18n key of a type's label (polyglot keys have no spaces). */
export const PIN_TYPE_LABELS: Record<PinType, string> = {
  FEATURE: 'app.pins.types.feature',
  'INSTALLED FEATURE': 'app.pins.types.installed_feature',
  DAMAGE: 'app.pins.types.damage',
};

/** The contract's lists, the very ones the server checks a feature pin's title against. */
export const featureOptions = (features: VehicleFeatures, type: PinType): FeatureOption[] =>
  type === 'DAMAGE' ? [] : pinFeatureOptions(features, type);

/** A feature type only with features of its kind (the server refuses others); a pin keeps the type it has. */
export const availableTypes = (features: VehicleFeatures, current?: PinType): PinType[] =>
  PIN_TYPES.filter((type) => type === 'DAMAGE' || type === current || featureOptions(features, type).length > 0);

/** A new pin is DAMAGE with empty texts: the admin says what the damage is. */
export const newPinText = (id: string): PinDescription => ({ id, type: 'DAMAGE', title: '', description: '' });

/** Severity and part describe a damage only: dropped when the pin becomes a feature. */
const withoutDamageDetails = ({ severity: _severity, part: _part, ...rest }: PinDescription): PinDescription => rest;

/** To DAMAGE clears the texts; to a feature type fills them from its first feature (empty without any). */
export const changeType = (pin: PinDescription, type: PinType, features: VehicleFeatures): PinDescription => {
  if (type === pin.type) return pin;
  if (type === 'DAMAGE') return { ...pin, type, title: '', description: '' };
  const [first] = featureOptions(features, type);
  return { ...withoutDamageDetails(pin), type, title: first?.name ?? '', description: first?.description ?? '' };
};

/** Choosing a feature title fills its description (a title the vehicle lacks keeps the current one). */
export const chooseFeatureTitle = (pin: PinDescription, title: string, features: VehicleFeatures): PinDescription => {
  const option = featureOptions(features, pin.type).find((o) => o.name === title);
  return { ...pin, title, description: option ? option.description : pin.description };
};

/** A feature pin's choices, plus its own title when that feature has since left the list (so it still shows). */
export const titleChoices = (pin: PinDescription, features: VehicleFeatures): FeatureOption[] => {
  const options = featureOptions(features, pin.type);
  const known = options.some((o) => o.name === pin.title);
  return known || pin.title === '' ? options : [{ name: pin.title, description: pin.description }, ...options];
};

export type PinTextErrors = Partial<Record<'title' | 'description', string>>;

/** Spec §5: a DAMAGE pin needs a trimmed title and description; feature pins are always valid. */
export const validatePinText = (pin: PinDescription): PinTextErrors => {
  if (pin.type !== 'DAMAGE') return {};
  const errors: PinTextErrors = {};
  if (!pin.title.trim()) errors.title = PIN_MESSAGES.title;
  if (!pin.description.trim()) errors.description = PIN_MESSAGES.description;
  return errors;
};

export const hasErrors = (errors: PinTextErrors): boolean => Object.keys(errors).length > 0;

/** Messages already shown follow the typing: they go once the text is there. */
export const followErrors = (shown: PinTextErrors, pin: PinDescription): PinTextErrors =>
  hasErrors(shown) ? validatePinText(pin) : {};
