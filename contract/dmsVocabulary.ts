import { z } from 'zod';

/** The DMS's fixed vocabularies (spec §9, dealer-domain notes §5–§7): zones, categories, spin rows, bodies, fuels. */

/** Spec §9, in the order the spec lists them. */
export const DMS_ZONES = [
  'MIDWEST PLAINS',
  'NORTHEAST',
  'NORTHWEST',
  'PACIFIC',
  'SOUTH',
  'SOUTHEAST',
  'SOUTHWEST',
] as const;
export const dmsZone = z.enum(DMS_ZONES);
export type DmsZone = z.infer<typeof dmsZone>;

/** Uber tiers, lowest to highest (dealer-domain notes §5). */
export const RIDE_SHARE_CATEGORIES = ['UBER X', 'UBER COMFORT', 'UBER XL', 'UBER BLACK', 'UBER SUV'] as const;
export const rideShareCategory = z.enum(RIDE_SHARE_CATEGORIES);
export type RideShareCategory = z.infer<typeof rideShareCategory>;

/** Dealer-domain notes §6. */
export const LIFESTYLE_CATEGORIES = [
  'Deluxe Drive',
  "Commuter's Benefit",
  'Family Owned',
  'Almost New',
  'Tech Genius',
  'Conscious Cars',
  'Fabulously Fast',
  'Convertible',
  'Smart Purchase',
  'Petite & Powerful',
  'Spacious',
] as const;
export const lifestyleCategory = z.enum(LIFESTYLE_CATEGORIES);
export type LifestyleCategory = z.infer<typeof lifestyleCategory>;

/** Camera elevations of the 360 rows ("20, 45 and 60 degree layers", spec §2). */
export const SPIN_ANGLES = [20, 45, 60] as const;
export const spinAngle = z.literal(SPIN_ANGLES);
export type SpinAngle = z.infer<typeof spinAngle>;

export const DMS_BODY_TYPES = [
  'sedan',
  'hatchback',
  'coupe',
  'convertible',
  'wagon',
  'suv',
  'minivan',
  'pickup',
  'van',
] as const;
export const DMS_FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'phev', 'electric'] as const;
