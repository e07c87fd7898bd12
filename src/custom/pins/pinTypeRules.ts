import {
  PIN_MESSAGES,
  PIN_TYPES,
  pinFeatureOptions,
  type PinDescription,
  type PinType,
  type VehicleFeatures,
} from '../../../contract/index.ts';

/**
 * Spec §4 "Pin type" and §5 as plain functions over a pin's text.
 *
 * Which features each type offers, matching the vehicle detail page's two lists:
 * - INSTALLED FEATURE: the "Installed features" list, i.e. the DMS's installed features
 *   (`features.features`) plus the possible features an admin confirmed as installed
 *   (`features.installedPossibleFeatures`);
 * - FEATURE: the "Possible features" list (`features.possibleFeatures`): equipment the
 *   vehicle may have, which a FEATURE pin points out on the photo.
 * The two sets never overlap, so a pin's type also tells which list its title came from
 * (and which vehiclePinCount it adds to).
 */

export interface FeatureOption {
  title: string;
  description: string;
}

/** The contract's lists, the very ones the server checks a feature pin's title against. */
export const featureOptions = (features: VehicleFeatures, type: PinType): FeatureOption[] =>
  type === 'DAMAGE'
    ? []
    : pinFeatureOptions(features, type).map((o) => ({ title: o.name, description: o.description }));

/**
 * INSTALLED FEATURE only when installed features exist (spec §4). FEATURE likewise only with
 * possible features: the server accepts a feature pin only when it names one of them. A pin
 * keeps the type it already has.
 */
export const availableTypes = (features: VehicleFeatures, current?: PinType): PinType[] =>
  PIN_TYPES.filter((type) => type === 'DAMAGE' || type === current || featureOptions(features, type).length > 0);

/** A new pin is DAMAGE with empty texts: the admin says what the damage is. */
export const newPinText = (id: string): PinDescription => ({ id, type: 'DAMAGE', title: '', description: '' });

/** Severity and part describe a damage only: dropped when the pin becomes a feature. */
const withoutDamageDetails = ({ severity: _severity, part: _part, ...rest }: PinDescription): PinDescription => rest;

/**
 * Switching to DAMAGE clears title and description; switching to a feature type fills them
 * from the first feature of that kind (empty when the vehicle has none).
 */
export const changeType = (pin: PinDescription, type: PinType, features: VehicleFeatures): PinDescription => {
  if (type === pin.type) return pin;
  if (type === 'DAMAGE') return { ...pin, type, title: '', description: '' };
  const [first] = featureOptions(features, type);
  return { ...withoutDamageDetails(pin), type, title: first?.title ?? '', description: first?.description ?? '' };
};

/** Choosing a feature title fills its description (a title the vehicle lacks keeps the current one). */
export const chooseFeatureTitle = (pin: PinDescription, title: string, features: VehicleFeatures): PinDescription => {
  const option = featureOptions(features, pin.type).find((o) => o.title === title);
  return { ...pin, title, description: option ? option.description : pin.description };
};

/**
 * The titles a feature pin's select shows: the vehicle's features of that kind, plus the
 * pin's own title when the feature has since left that list (so the saved value still shows).
 */
export const titleChoices = (pin: PinDescription, features: VehicleFeatures): FeatureOption[] => {
  const options = featureOptions(features, pin.type);
  const known = options.some((o) => o.title === pin.title);
  return known || pin.title === '' ? options : [{ title: pin.title, description: pin.description }, ...options];
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
