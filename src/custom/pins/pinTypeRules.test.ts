import { describe, expect, it } from 'vitest';
import type { PinDescription, VehicleFeatures } from '../../../contract/index.ts';
import {
  availableTypes,
  changeType,
  chooseFeatureTitle,
  featureOptions,
  titleChoices,
  validatePinText,
} from './pinTypeRules.ts';

const features: VehicleFeatures = {
  features: [{ featureId: 1, featureName: 'Backup Camera', featureDesc: 'Rear-view camera' }],
  installedPossibleFeatures: [
    { possibleFeatureId: 2, featureName: 'Heated Seats', featureDesc: 'Heated front seats', nadaEquipments: [] },
  ],
  possibleFeatures: [
    { possibleFeatureId: 3, featureName: 'Sunroof', featureDesc: 'Power sunroof', nadaEquipments: [] },
    { possibleFeatureId: 4, featureName: 'Tow Hitch', featureDesc: 'Class III hitch', nadaEquipments: [] },
  ],
};
const noInstalled: VehicleFeatures = { ...features, features: [], installedPossibleFeatures: [] };
const damage: PinDescription = {
  id: 'p1',
  type: 'DAMAGE',
  title: 'Scratch',
  description: 'Rear bumper',
  severity: 'minor',
  part: 'Bumper',
};

describe('features offered per pin type', () => {
  it('offers installed (DMS + confirmed) features to INSTALLED FEATURE and possible ones to FEATURE', () => {
    expect(featureOptions(features, 'INSTALLED FEATURE').map((o) => o.name)).toEqual(['Backup Camera', 'Heated Seats']);
    expect(featureOptions(features, 'FEATURE').map((o) => o.name)).toEqual(['Sunroof', 'Tow Hitch']);
    expect(featureOptions(features, 'DAMAGE')).toEqual([]);
  });

  it('offers INSTALLED FEATURE only when installed features exist, unless the pin already is one', () => {
    expect(availableTypes(features)).toEqual(['FEATURE', 'INSTALLED FEATURE', 'DAMAGE']);
    expect(availableTypes(noInstalled)).toEqual(['FEATURE', 'DAMAGE']);
    expect(availableTypes(noInstalled, 'INSTALLED FEATURE')).toEqual(['FEATURE', 'INSTALLED FEATURE', 'DAMAGE']);
  });

  it('offers FEATURE only with possible features (the server refuses a feature pin naming none)', () => {
    expect(availableTypes({ ...features, possibleFeatures: [] })).toEqual(['INSTALLED FEATURE', 'DAMAGE']);
    expect(availableTypes({ features: [], installedPossibleFeatures: [], possibleFeatures: [] })).toEqual(['DAMAGE']);
  });
});

describe('switching type', () => {
  it('to DAMAGE clears title and description', () => {
    const feature: PinDescription = { id: 'p1', type: 'FEATURE', title: 'Sunroof', description: 'Power sunroof' };
    expect(changeType(feature, 'DAMAGE', features)).toEqual({ id: 'p1', type: 'DAMAGE', title: '', description: '' });
  });

  it('to a feature type fills title and description from the first feature of that kind and drops damage details', () => {
    expect(changeType(damage, 'INSTALLED FEATURE', features)).toEqual({
      id: 'p1',
      type: 'INSTALLED FEATURE',
      title: 'Backup Camera',
      description: 'Rear-view camera',
    });
    expect(changeType(damage, 'FEATURE', features)).toEqual({
      id: 'p1',
      type: 'FEATURE',
      title: 'Sunroof',
      description: 'Power sunroof',
    });
  });

  it('to a feature type the vehicle has none of leaves the texts empty', () => {
    const bare: VehicleFeatures = { features: [], installedPossibleFeatures: [], possibleFeatures: [] };
    expect(changeType(damage, 'FEATURE', bare)).toMatchObject({ type: 'FEATURE', title: '', description: '' });
  });

  it('to the same type changes nothing', () => {
    expect(changeType(damage, 'DAMAGE', features)).toBe(damage);
  });
});

describe('feature titles', () => {
  it('choosing a feature title fills its description', () => {
    const pin: PinDescription = { id: 'p1', type: 'FEATURE', title: 'Sunroof', description: 'Power sunroof' };
    expect(chooseFeatureTitle(pin, 'Tow Hitch', features)).toMatchObject({
      title: 'Tow Hitch',
      description: 'Class III hitch',
    });
  });

  it("keeps a saved title that left the vehicle's list among the choices", () => {
    const pin: PinDescription = { id: 'p1', type: 'FEATURE', title: 'Roof Rack', description: 'Old feature' };
    expect(titleChoices(pin, features).map((o) => o.name)).toEqual(['Roof Rack', 'Sunroof', 'Tow Hitch']);
    expect(titleChoices({ ...pin, title: 'Sunroof' }, features).map((o) => o.name)).toEqual(['Sunroof', 'Tow Hitch']);
  });
});

describe('DAMAGE validation (spec §5)', () => {
  it('needs a trimmed title and description, with the spec texts', () => {
    expect(validatePinText({ ...damage, title: '  ', description: '\t' })).toEqual({
      title: 'Please enter title',
      description: 'Please enter description',
    });
    expect(validatePinText({ ...damage, description: ' ' })).toEqual({ description: 'Please enter description' });
    expect(validatePinText(damage)).toEqual({});
  });

  it('does not apply to feature pins', () => {
    expect(validatePinText({ id: 'p1', type: 'FEATURE', title: '', description: '' })).toEqual({});
  });
});
