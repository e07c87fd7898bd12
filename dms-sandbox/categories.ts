import type { LifestyleCategory, RideShareCategory } from '../contract/dms.ts';
import type { BodyType, FuelType, SizeClass } from './catalog.ts';
import type { FeatureTag } from './nada.ts';

/**
 * Ride-share and lifestyle categories derived by the rules of the dealer-domain notes (§5, §6), never drawn at
 * random, so a category can be explained by looking at the vehicle.
 */

export interface CategoryInput {
  carYear: number;
  asOfYear: number;
  body: BodyType;
  size: SizeClass;
  seats: number;
  doors: number;
  fuel: FuelType;
  hp: number;
  mpg: number;
  series: string;
  luxury: boolean;
  blackAllowlist: boolean;
  exteriorColor: string;
  interiorColor: string;
  mileage: number;
  listPrice: number;
  bookValue: number;
}

/** Trims sold as performance variants (notes §6: AMG, M, RS, SS, Type R, GT, ...). */
const PERFORMANCE_TRIM =
  /\b(AMG|M\d{1,3}[a-z]*|RS( \d)?|\d?SS|Type R|GTS?|GT\d+|SRT|Hellcat|Scat Pack|Raptor|TRX|Shelby|Nismo|Plaid|ZL1|Z06|Trackhawk|STI|N|V|V-Blackwing|SVR|Turbo S?)\b(?!-Line| Line)/;
const SPORT_TRIM = /\b(Sport|Si|GTI|GLI|N Line|ST|ST-Line|Type S|Turbo|S|R|JCW|John Cooper Works|GT-Line|F Sport)\b/;

export function isPerformanceTrim(series: string): boolean {
  return PERFORMANCE_TRIM.test(series);
}

/** The highest tier that fits: SUV > BLACK > XL > COMFORT > X (notes §5, thresholds configurable per city). */
export function rideShareCategoryOf(v: CategoryInput): RideShareCategory | null {
  const age = v.asOfYear - v.carYear;
  const uberX = v.doors >= 4 && v.seats >= 5 && age <= 15 && v.body !== 'van';
  if (!uberX) return null;
  const black = v.blackAllowlist && age <= 6 && v.exteriorColor === 'Black' && v.interiorColor === 'Black Leather';
  if (black && v.body === 'suv' && v.seats >= 7) return 'UBER SUV';
  if (black) return 'UBER BLACK';
  if (v.seats >= 7 && (v.body === 'suv' || v.body === 'minivan')) return 'UBER XL';
  if (age <= 7 && (v.size === 'midsize' || v.size === 'fullsize')) return 'UBER COMFORT';
  return 'UBER X';
}

/** Every lifestyle category whose rule holds, in the notes' order. */
export function lifestyleCategoriesOf(v: CategoryInput, tags: ReadonlySet<FeatureTag>): LifestyleCategory[] {
  const age = v.asOfYear - v.carYear;
  const electrified = v.fuel === 'hybrid' || v.fuel === 'phev' || v.fuel === 'electric';
  const car = v.body === 'sedan' || v.body === 'hatchback' || v.body === 'wagon' || v.body === 'coupe';
  const small = v.size === 'subcompact' || v.size === 'compact';
  const techCount = ['carplay', 'adaptiveCruise', 'laneKeep', 'nav'].filter((t) => tags.has(t as FeatureTag)).length;
  const rules: [LifestyleCategory, boolean][] = [
    ['Deluxe Drive', v.luxury || (tags.has('leather') && tags.has('premiumAudio'))],
    ["Commuter's Benefit", (car && (small || v.size === 'midsize') && v.mpg >= 30) || v.fuel === 'hybrid'],
    // Notes §6 leave "one-owner history" open; the sandbox has no ownership data, so only the 3-row reading.
    ['Family Owned', v.seats >= 7 && (v.body === 'suv' || v.body === 'minivan')],
    ['Almost New', age <= 2 && v.mileage <= 20_000],
    ['Tech Genius', techCount >= 3],
    ['Conscious Cars', electrified],
    ['Fabulously Fast', v.hp >= 300 || isPerformanceTrim(v.series)],
    ['Convertible', v.body === 'convertible'],
    ['Smart Purchase', v.listPrice <= 15_000 || v.listPrice <= v.bookValue * 0.97],
    ['Petite & Powerful', small && (tags.has('turbo') || SPORT_TRIM.test(v.series))],
    [
      'Spacious',
      (v.size === 'fullsize' && v.body === 'suv') || v.body === 'pickup' || v.body === 'minivan' || v.seats >= 7,
    ],
  ];
  return rules.filter(([, holds]) => holds).map(([name]) => name);
}
