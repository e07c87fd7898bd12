import type { DMS_BODY_TYPES, DMS_FUEL_TYPES } from '../contract/dms.ts';

/** The shape of the sandbox's model catalogue (catalog.ts) and the builder of its makes from compact rows. */
export type BodyType = (typeof DMS_BODY_TYPES)[number];
export type FuelType = (typeof DMS_FUEL_TYPES)[number];
export type SizeClass = 'subcompact' | 'compact' | 'midsize' | 'fullsize';

export interface SeriesSpec {
  name: string;
  hp: number;
  msrp: number;
}
export interface ModelSpec {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  body: BodyType;
  seats: number;
  doors: number;
  msrp: number;
  fuel: FuelType;
  hp: number;
  mpg: number;
  size: SizeClass;
  series: SeriesSpec[];
  luxury: boolean;
  black: boolean;
}
export interface MakeSpec {
  make: string;
  wmi: string;
  luxury: boolean;
  weight: number;
  models: ModelSpec[];
}

/** model, year from, year to, body, seats, doors, base MSRP, fuel, hp, mpg, size, series, 'B' (Uber Black). */
export type Row = [
  string,
  number,
  number,
  BodyType,
  number,
  number,
  number,
  FuelType,
  number,
  number,
  SizeClass,
  string,
  ('B' | '')?,
];

export function make(name: string, wmi: string, luxury: boolean, weight: number, rows: Row[]): MakeSpec {
  const models = rows.map(([model, yearFrom, yearTo, body, seats, doors, msrp, fuel, hp, mpg, size, series, flag]) => ({
    make: name,
    model,
    yearFrom,
    yearTo,
    body,
    seats,
    doors,
    msrp,
    fuel,
    hp,
    mpg,
    size,
    luxury,
    black: flag === 'B',
    // Each trim step costs about 9 % more: enough spread for price realism without a price per trim.
    series: series.split('|').map((s, i) => {
      const [label = s, power] = s.split(':');
      return { name: label, hp: power ? Number(power) : hp, msrp: Math.round(msrp * (1 + 0.09 * i)) };
    }),
  }));
  return { make: name, wmi, luxury, weight, models };
}
