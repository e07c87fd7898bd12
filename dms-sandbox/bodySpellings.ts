import type { BodyType } from './catalog.ts';
import { Rng } from './random.ts';

/**
 * How real DMS feeds spell a body shape: several spellings for one shape, differing by dealer, import source and
 * data vendor. Each vehicle gets one of its shape's spellings, so the body-type cards (issue 17) meet the mess the
 * retailer's admins map by hand.
 */
export const BODY_SPELLINGS: Readonly<Record<BodyType, readonly string[]>> = {
  sedan: ['4dr Car', 'Sedan 4D', 'Sedan', '4 Door Sedan'],
  hatchback: ['Hatchback 5D', 'Hatchback', '5dr Car'],
  coupe: ['2dr Car', 'Coupe 2D', 'Coupe'],
  convertible: ['Convertible 2D', 'Convertible'],
  wagon: ['Wagon 4D', 'Station Wagon'],
  suv: ['Sport Utility', 'SUV 4D', 'SUV', 'Sport Utility 4D'],
  minivan: ['Mini-van, Passenger', 'Minivan 4D'],
  pickup: ['Crew Cab Pickup', 'Extended Cab Pickup', 'Pickup Truck'],
  van: ['Full-size Cargo Van', 'Cargo Van'],
};

/** The spelling vehicle `index` carries: its own generator, so no other generated value moves. */
export function bodySpellingOf(seed: number, index: number, body: BodyType): string {
  return new Rng(seed, index, 0xb0d7).pick(BODY_SPELLINGS[body]);
}
