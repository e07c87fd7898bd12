import { DMS_ZONES, type DmsZone, type RideShareCategory, type SpinAngle } from '../contract/dms.ts';
import { MAKE_WEIGHTS, type MakeSpec, type ModelSpec, type SeriesSpec } from './catalog.ts';
import { rideShareCategoryOf, isPerformanceTrim, type CategoryInput } from './categories.ts';
import { FEATURES, featureApplies } from './nada.ts';
import { hash32, hashString, Rng } from './random.ts';
import { buildVin } from './vin.ts';
import { LOT_STATES, zoneOfState } from './zones.ts';

/**
 * Vehicle i is a pure function of (seed, asOf, i): nothing is generated ahead, pages and pictures are built on
 * demand, and 100,000 vehicles cost nothing until read. Formulas from dealer-domain notes §7.
 */

export interface GeneratorConfig {
  seed: number;
  /** Reference day (YYYY-MM-DD): ages, purchase dates and prices are relative to it, so they never drift. */
  asOf: string;
}

export interface PaintColor {
  name: string;
  hex: string;
}

export interface SpinRowSpec {
  angle: SpinAngle;
  frames: number;
}

export interface VehicleCore {
  index: number;
  stockid: string;
  VIN: string;
  make: MakeSpec;
  spec: ModelSpec;
  series: SeriesSpec;
  seriesRank: number;
  carYear: number;
  mileage: number;
  listPrice: number;
  bookValue: number;
  purchaseDate: string;
  exterior: PaintColor;
  interiorColor: string;
  lotState: string;
  rideShareCategory: RideShareCategory | null;
  zones: DmsZone[];
  installed: number[];
  possible: number[];
  pictureCount: number;
  spinRows: SpinRowSpec[];
  hasInterior: boolean;
  hotspotCount: number;
}

const PAINT: readonly (readonly [PaintColor, number])[] = [
  [{ name: 'White', hex: '#eeeeea' }, 24],
  [{ name: 'Black', hex: '#17191c' }, 22],
  [{ name: 'Gray', hex: '#676c73' }, 17],
  [{ name: 'Silver', hex: '#b5bac1' }, 10],
  [{ name: 'Blue', hex: '#1f4e8c' }, 9],
  [{ name: 'Red', hex: '#a51c24' }, 9],
  [{ name: 'Green', hex: '#2f5d3a' }, 2],
  [{ name: 'Brown', hex: '#5a3e2b' }, 2],
  [{ name: 'Beige', hex: '#c9b793' }, 2],
  [{ name: 'Orange', hex: '#d2661b' }, 1],
  [{ name: 'Yellow', hex: '#e2b91f' }, 0.5],
];
const LUXURY_PAINT = PAINT.map(([c, w]) => [c, c.name === 'Black' ? 40 : w] as const);
const LEATHER = [
  ['Black Leather', 60],
  ['Gray Leather', 12],
  ['Beige Leather', 16],
  ['Brown Leather', 12],
] as const;
const CLOTH = [
  ['Black Cloth', 55],
  ['Gray Cloth', 30],
  ['Beige Cloth', 15],
] as const;
/** Used-lot age mix: few brand-new, most 2–7 years old. */
const AGE_WEIGHTS = [4, 10, 12, 13, 12, 10, 9, 8, 6, 5, 4, 3, 2, 1.5, 1];
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const PER_LETTER = 90_000;

/** A12345 style; increasing with the index, so the feed's stockid order is the index order. */
export function stockIdOf(index: number): string {
  return `${LETTERS[Math.floor(index / PER_LETTER)]}${10_000 + (index % PER_LETTER)}`;
}

export function indexOfStockId(stockid: string): number | undefined {
  const m = /^([A-Z])(\d{5})$/.exec(stockid.trim().toUpperCase());
  if (!m) return undefined;
  const [, first = '', digits] = m;
  const letter = LETTERS.indexOf(first);
  const n = Number(digits) - 10_000;
  return letter < 0 || n < 0 ? undefined : letter * PER_LETTER + n;
}

const DAY_MS = 86_400_000;

export function generateCore(cfg: GeneratorConfig, index: number): VehicleCore {
  const rng = new Rng(cfg.seed, index);
  const asOfMs = Date.parse(`${cfg.asOf}T00:00:00Z`);
  const asOfYear = Number(cfg.asOf.slice(0, 4));

  const make = rng.weighted(MAKE_WEIGHTS);
  const [spec, carYear] = pickModelYear(rng, make, asOfYear);
  const seriesRank = rng.int(0, spec.series.length - 1);
  const series = spec.series[seriesRank];
  if (!series) throw new RangeError(`${spec.make} ${spec.model} has no trim ${seriesRank}`);
  const age = Math.max(0.3, asOfYear - carYear + 0.4);

  const annual = Math.max(2_000, rng.normal(12_000, 3_500));
  const mileage = Math.round(age * annual);
  const bookValue = Math.max(3_000, series.msrp * 0.8 * 0.88 ** (age - 1) - 0.1 * (mileage - 12_000 * age));
  const listPrice = retailPrice(bookValue * (1 + (rng.next() - 0.5) * 0.1), rng);
  const purchaseDate = new Date(asOfMs - rng.int(0, 120) * DAY_MS).toISOString().slice(0, 10);

  const exterior = rng.weighted(spec.luxury ? LUXURY_PAINT : PAINT);
  const electric = spec.fuel === 'electric';
  const trim = spec.series.length > 1 ? seriesRank / (spec.series.length - 1) : 0.5;
  const installed: number[] = [];
  const candidates: number[] = [];
  for (const f of FEATURES) {
    if (!featureApplies(f, spec.body, spec.seats, electric)) continue;
    let p = spec.luxury ? f.lux : f.base;
    if (p < 1) p = Math.min(0.97, p * (0.6 + 0.8 * trim)) * (carYear < f.since ? 0.1 : 1);
    if (f.tag === 'turbo' && isPerformanceTrim(series.name)) p = 1;
    if (rng.chance(p)) installed.push(f.id);
    else candidates.push(f.id);
  }
  const possible = rng.sample(candidates, rng.int(2, 7));
  const interiorColor = rng.weighted(installed.includes(101) ? LEATHER : CLOTH);

  const lotState = rng.pick(LOT_STATES);
  const category: CategoryInput = {
    carYear,
    asOfYear,
    body: spec.body,
    size: spec.size,
    seats: spec.seats,
    doors: spec.doors,
    fuel: spec.fuel,
    hp: series.hp,
    mpg: spec.mpg,
    series: series.name,
    luxury: spec.luxury,
    blackAllowlist: spec.black,
    exteriorColor: exterior.name,
    interiorColor,
    mileage,
    listPrice,
    bookValue,
  };
  const rideShareCategory = rideShareCategoryOf(category);
  const zones = rideShareCategory ? rideShareZones(rng, lotState) : [];

  const hasSpin = rng.chance(0.35);
  const spinRows = hasSpin ? spinRowsOf(rng) : [];
  const hasInterior = hasSpin ? rng.chance(0.8) : rng.chance(0.1);
  const hotspotCount = hasSpin || hasInterior ? rng.int(3, 6) : rng.chance(0.2) ? rng.int(1, 3) : 0;

  return {
    index,
    stockid: stockIdOf(index),
    VIN: buildVin(make.wmi, hashString(spec.model) ^ hash32(seriesRank), carYear, index),
    make,
    spec,
    series,
    seriesRank,
    carYear,
    mileage,
    listPrice,
    bookValue: Math.round(bookValue),
    purchaseDate,
    exterior,
    interiorColor,
    lotState,
    rideShareCategory,
    zones,
    installed,
    possible,
    pictureCount: rng.chance(0.03) ? 0 : rng.int(6, 16),
    spinRows,
    hasInterior,
    hotspotCount,
  };
}

/** Inputs of the category rules for a core (price and mileage may have been changed by the mutate fault). */
export function categoryInput(core: VehicleCore, asOf: string, listPrice: number, mileage: number): CategoryInput {
  const { spec, series } = core;
  return {
    carYear: core.carYear,
    asOfYear: Number(asOf.slice(0, 4)),
    body: spec.body,
    size: spec.size,
    seats: spec.seats,
    doors: spec.doors,
    fuel: spec.fuel,
    hp: series.hp,
    mpg: spec.mpg,
    series: series.name,
    luxury: spec.luxury,
    blackAllowlist: spec.black,
    exteriorColor: core.exterior.name,
    interiorColor: core.interiorColor,
    mileage,
    listPrice,
    bookValue: core.bookValue,
  };
}

function pickModelYear(rng: Rng, make: MakeSpec, asOfYear: number): [ModelSpec, number] {
  // A model retired long ago cannot be sold as a 0–14 year old car: retry with another model of the make.
  for (let attempt = 0; attempt < 8; attempt++) {
    const spec = rng.pick(make.models);
    const ages = AGE_WEIGHTS.map((w, age) => [asOfYear - age, w] as const).filter(
      ([year]) => year >= spec.yearFrom && year <= spec.yearTo,
    );
    if (ages.length > 0) return [spec, rng.weighted(ages)];
  }
  const spec = make.models[0];
  if (!spec) throw new RangeError(`${make.make} has no model`);
  return [spec, Math.min(spec.yearTo, asOfYear)];
}

/** Dealer pricing: whole hundreds minus 1 or 5 ($23,495 / $23,499), never under $2,995. */
function retailPrice(value: number, rng: Rng): number {
  return Math.max(2_995, Math.round(value / 100) * 100 - (rng.chance(0.5) ? 5 : 1));
}

function rideShareZones(rng: Rng, lotState: string): DmsZone[] {
  const home = zoneOfState(lotState) ?? 'SOUTHWEST';
  // A quarter of the ride-share fleet may also be relocated to a second zone.
  if (!rng.chance(0.25)) return [home];
  const other = rng.pick(DMS_ZONES.filter((z) => z !== home));
  return [home, other];
}

/** Rows at 20/45/60 degrees, usually equal; some unequal or missing a row on purpose (spin-and-pins notes §1). */
function spinRowsOf(rng: Rng): SpinRowSpec[] {
  const frames = rng.pick([24, 24, 36]);
  const rows: SpinRowSpec[] = [
    { angle: 20, frames },
    { angle: 45, frames },
    { angle: 60, frames },
  ];
  const odd = rng.next();
  const oddRow = odd < 0.1 ? rows[rng.int(0, 2)] : undefined;
  if (oddRow) oddRow.frames = frames === 36 ? 24 : 36;
  else if (odd < 0.15) rows.pop();
  return rows;
}

const MUTATED_SHARE = 0.1;

/** The mutate fault: about one vehicle in ten drops in price and gains miles, differently for each mutateSeed. */
export function mutatedPriceAndMileage(
  core: VehicleCore,
  mutateSeed: number | null,
): { listPrice: number; mileage: number } {
  if (mutateSeed === null) return { listPrice: core.listPrice, mileage: core.mileage };
  const rng = new Rng(mutateSeed, core.index, 0x3a7e);
  if (!rng.chance(MUTATED_SHARE)) return { listPrice: core.listPrice, mileage: core.mileage };
  const drop = rng.int(5, 20) * 100;
  return { listPrice: Math.max(2_995, core.listPrice - drop), mileage: core.mileage + rng.int(50, 900) };
}
