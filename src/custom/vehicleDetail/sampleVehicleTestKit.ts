import type { Vehicle } from '../../../contract/index.ts';

/** Test data for the vehicle detail page: a vehicle as the API returns it. */

export const NADA = {
  BOS: { id: 'BOS', description: 'Bose Premium Sound' },
  HKA: { id: 'HKA', description: 'Harman Kardon Audio' },
  JBL: { id: 'JBL', description: 'JBL Premium Audio' },
  LKA: { id: 'LKA', description: 'Lane Keep Assist' },
  HFS: { id: 'HFS', description: 'Heated Front Seats' },
};

/** What a vehicle the staff have not yet placed carries: two damage pins, one feature pin, no category or SEO. */
export const unplacedVehicle = {
  vehiclePinCount: { damageCount: 2, featureCount: 1, instFeatureCount: 0 },
  rideShareCategory: null,
  lifestyleCategory: [],
  zones: [],
  seo: { title: '', keywords: '', description: '' },
  seoTags: { h1: '', h2: '', h3: '' },
} satisfies Partial<Vehicle>;

export const testVehicle = (overrides: Partial<Vehicle> = {}): Vehicle => ({
  _id: 'A100',
  stockid: 'A100',
  VIN: '1HGCM82633A004352',
  make: 'Toyota',
  model: 'Camry',
  series: 'SE',
  carYear: 2019,
  mileage: 42000,
  purchaseDate: '2026-01-10',
  markForDeletion: null,
  listPrice: 18995,
  picturesUrl: [
    { _id: 'p10', name: 'A100-10.jpg', picture: '/pictures/A100-10.jpg' },
    { _id: 'p9', name: 'A100-9.jpg', picture: '/pictures/A100-9.jpg' },
    { _id: 'p1', name: 'A100-1.jpg', picture: '/pictures/A100-1.jpg' },
  ],
  active: true,
  rimSize: '18"',
  features: {
    features: [{ featureId: 108, featureName: 'Backup Camera', featureDesc: 'Rear-view camera with guidelines' }],
    possibleFeatures: [
      {
        possibleFeatureId: 102,
        featureName: 'Premium Audio',
        featureDesc: 'Branded premium sound system',
        nadaEquipments: [NADA.BOS, NADA.HKA, NADA.JBL],
      },
      {
        possibleFeatureId: 106,
        featureName: 'Lane Keeping Assist',
        featureDesc: 'Steers back when drifting',
        nadaEquipments: [NADA.LKA],
      },
      {
        possibleFeatureId: 127,
        featureName: 'Window Tint',
        featureDesc: 'Aftermarket tinted windows',
        nadaEquipments: [],
      },
    ],
    installedPossibleFeatures: [
      {
        possibleFeatureId: 110,
        featureName: 'Heated Seats',
        featureDesc: 'Heated front seats',
        nadaEquipments: [NADA.HFS],
      },
    ],
  },
  ...unplacedVehicle,
  spin: null,
  interior: null,
  body: 'sedan',
  fuelType: 'gasoline',
  exteriorColor: 'Black',
  version: 3,
  updatedAt: '2026-01-10T00:00:00.000Z',
  ...overrides,
});
