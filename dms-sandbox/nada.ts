import type { NadaEquipment } from '../contract/dms.ts';
import type { BodyType } from './catalog.ts';
import { Rng } from './random.ts';

/**
 * The feature catalogue and its NADA equipment (dealer-domain notes §4). Several features have more than one
 * candidate equipment (audio brands, wheel sizes, AWD vs 4WD): those are what the console's ambiguity dialog is for.
 * Aftermarket features have none, so NADA can never confirm them and they stay possible.
 */

/** Features the lifestyle rules look at (notes §6). */
export type FeatureTag = 'leather' | 'premiumAudio' | 'carplay' | 'adaptiveCruise' | 'laneKeep' | 'nav' | 'turbo';

export interface FeatureSpec {
  id: number;
  name: string;
  desc: string;
  equipments: NadaEquipment[];
  /** First model year it is commonly fitted; older vehicles rarely have it. */
  since: number;
  /** Chance of being installed on a mainstream / a luxury vehicle (top trims more, base trims less). */
  base: number;
  lux: number;
  bodies?: readonly BodyType[];
  minSeats?: number;
  electricOk?: boolean;
  tag?: FeatureTag;
}

const eq = (id: string, description: string): NadaEquipment => ({ id, description });
const UTILITY: readonly BodyType[] = ['suv', 'minivan', 'wagon', 'hatchback'];
const NO_SUNROOF: readonly BodyType[] = ['sedan', 'hatchback', 'coupe', 'wagon', 'suv', 'minivan'];

// A data table, one row per line (prettier would spread every row over a dozen lines).
// prettier-ignore
export const FEATURES: readonly FeatureSpec[] = [
  { id: 101, name: 'Leather Seats', desc: 'Leather-trimmed seating surfaces', equipments: [eq('LTH', 'Leather Seats'), eq('LTS', 'Leather Sport Seats')], since: 1990, base: 0.25, lux: 0.85, tag: 'leather' },
  { id: 102, name: 'Premium Audio', desc: 'Branded premium sound system', equipments: [eq('BOS', 'Bose Premium Sound'), eq('HKA', 'Harman Kardon Audio'), eq('JBL', 'JBL Premium Audio')], since: 2000, base: 0.2, lux: 0.7, tag: 'premiumAudio' },
  { id: 103, name: 'Navigation System', desc: 'Factory navigation with live traffic', equipments: [eq('NAV', 'Navigation System'), eq('NVP', 'Navigation w/ Technology Pkg')], since: 2005, base: 0.25, lux: 0.8, tag: 'nav' },
  { id: 104, name: 'Apple CarPlay / Android Auto', desc: 'Smartphone integration on the centre screen', equipments: [eq('CPA', 'Apple CarPlay/Android Auto')], since: 2017, base: 0.8, lux: 0.9, tag: 'carplay', electricOk: true },
  { id: 105, name: 'Adaptive Cruise Control', desc: 'Keeps a set distance to the car ahead', equipments: [eq('ACC', 'Adaptive Cruise Control'), eq('ACS', 'Adaptive Cruise w/ Stop & Go')], since: 2018, base: 0.45, lux: 0.85, tag: 'adaptiveCruise' },
  { id: 106, name: 'Lane Keeping Assist', desc: 'Steers back when drifting out of the lane', equipments: [eq('LKA', 'Lane Keep Assist')], since: 2018, base: 0.5, lux: 0.85, tag: 'laneKeep' },
  { id: 107, name: 'Blind Spot Monitor', desc: 'Warns of vehicles in the blind spot', equipments: [eq('BSM', 'Blind Spot Monitor')], since: 2016, base: 0.5, lux: 0.9 },
  { id: 108, name: 'Backup Camera', desc: 'Rear-view camera with guidelines', equipments: [eq('BUC', 'Backup Camera')], since: 2014, base: 0.9, lux: 1 },
  { id: 109, name: 'Surround View Camera', desc: '360-degree parking camera', equipments: [eq('SVC', 'Surround View Camera')], since: 2018, base: 0.1, lux: 0.5 },
  { id: 110, name: 'Heated Seats', desc: 'Heated front seats', equipments: [eq('HFS', 'Heated Front Seats'), eq('HRS', 'Heated Front & Rear Seats')], since: 2000, base: 0.4, lux: 0.9 },
  { id: 111, name: 'Ventilated Seats', desc: 'Cooled front seats', equipments: [eq('VFS', 'Ventilated Front Seats')], since: 2016, base: 0.08, lux: 0.45 },
  { id: 112, name: 'Sunroof', desc: 'Power glass roof', equipments: [eq('SRF', 'Power Sunroof'), eq('PMR', 'Panoramic Moonroof')], since: 2000, base: 0.35, lux: 0.6, bodies: NO_SUNROOF },
  { id: 113, name: 'Remote Start', desc: 'Starts the engine from the key fob', equipments: [eq('RMS', 'Remote Start')], since: 2010, base: 0.3, lux: 0.4 },
  { id: 114, name: 'Keyless Entry', desc: 'Proximity key with push-button start', equipments: [eq('KLS', 'Keyless Entry/Start'), eq('PKE', 'Proximity Key')], since: 2010, base: 0.55, lux: 0.95, electricOk: true },
  { id: 115, name: 'Power Liftgate', desc: 'Motorised tailgate', equipments: [eq('PLG', 'Power Liftgate'), eq('HFL', 'Hands-Free Power Liftgate')], since: 2012, base: 0.4, lux: 0.9, bodies: UTILITY },
  { id: 116, name: 'Third Row Seating', desc: 'Seats for seven or more', equipments: [eq('3RS', '3rd Row Seat')], since: 1990, base: 1, lux: 1, minSeats: 7 },
  { id: 117, name: 'Towing Package', desc: 'Hitch, wiring and cooling for towing', equipments: [eq('TOW', 'Towing Pkg'), eq('MXT', 'Max Trailering Pkg'), eq('THC', 'Trailer Hitch')], since: 1990, base: 0.35, lux: 0.3, bodies: ['pickup', 'suv'] },
  { id: 118, name: 'All-Wheel Drive', desc: 'Power to all four wheels', equipments: [eq('AWD', 'All-Wheel Drive'), eq('4WD', '4-Wheel Drive')], since: 1990, base: 0.35, lux: 0.6, bodies: ['sedan', 'hatchback', 'wagon', 'suv', 'minivan', 'pickup'] },
  { id: 119, name: 'Alloy Wheels', desc: 'Factory alloy wheels', equipments: [eq('W17', '17" Alloy Wheels'), eq('W18', '18" Alloy Wheels'), eq('W19', '19" Alloy Wheels'), eq('W20', '20" Alloy Wheels')], since: 1990, base: 0.75, lux: 1 },
  { id: 120, name: 'Head-Up Display', desc: 'Speed and directions on the windshield', equipments: [eq('HUD', 'Head-Up Display')], since: 2016, base: 0.05, lux: 0.4 },
  { id: 121, name: 'Wireless Charging', desc: 'Qi charging pad for phones', equipments: [eq('WCP', 'Wireless Charging Pad')], since: 2018, base: 0.25, lux: 0.6, electricOk: true },
  { id: 122, name: 'Rear Seat Entertainment', desc: 'Screens for rear passengers', equipments: [eq('RSE', 'Rear Seat Entertainment'), eq('DVD', 'Rear DVD System')], since: 2008, base: 0.1, lux: 0.2, bodies: ['suv', 'minivan'], minSeats: 7 },
  { id: 123, name: 'Turbocharged Engine', desc: 'Forced-induction engine', equipments: [eq('TRB', 'Turbocharged Engine'), eq('TTB', 'Twin-Turbo Engine')], since: 2010, base: 0.3, lux: 0.55, tag: 'turbo', electricOk: false },
  { id: 124, name: 'Bedliner', desc: 'Protective liner in the cargo bed', equipments: [eq('SBL', 'Bedliner (Spray-In)'), eq('DBL', 'Bedliner (Drop-In)')], since: 1990, base: 0.5, lux: 0.5, bodies: ['pickup'] },
  { id: 125, name: 'Running Boards', desc: 'Side steps', equipments: [eq('RBD', 'Running Boards'), eq('PRB', 'Power Running Boards')], since: 1990, base: 0.3, lux: 0.3, bodies: ['pickup', 'suv'] },
  { id: 126, name: 'Roof Rails', desc: 'Roof rails for racks and boxes', equipments: [eq('RRK', 'Roof Rack/Rails')], since: 1990, base: 0.5, lux: 0.5, bodies: ['suv', 'wagon'] },
  { id: 127, name: 'Window Tint', desc: 'Aftermarket tinted windows', equipments: [], since: 1990, base: 0.15, lux: 0.15 },
  { id: 128, name: 'Dash Camera', desc: 'Aftermarket dash camera', equipments: [], since: 2015, base: 0.05, lux: 0.05 },
  { id: 129, name: 'Sport Package', desc: 'Sport suspension and trim', equipments: [eq('SPK', 'Sport Pkg'), eq('SAP', 'Sport Appearance Pkg')], since: 1990, base: 0.15, lux: 0.3 },
  { id: 130, name: 'Cold Weather Package', desc: 'Heated mirrors, wipers and steering wheel', equipments: [eq('CWP', 'Cold Weather Pkg'), eq('WTR', 'Winter Pkg')], since: 2005, base: 0.12, lux: 0.2 },
];

export const FEATURE_BY_ID: ReadonlyMap<number, FeatureSpec> = new Map(FEATURES.map((f) => [f.id, f]));

export function featureApplies(f: FeatureSpec, body: BodyType, seats: number, electric: boolean): boolean {
  if (f.bodies && !f.bodies.includes(body)) return false;
  if (f.minSeats && seats < f.minSeats) return false;
  if (electric && f.electricOk === false) return false;
  return true;
}

/**
 * What NADA's build data confirms for this vehicle: one candidate, none (aftermarket), or, for about two in three
 * vehicles, several candidates of a multi-equipment feature (the decoder cannot tell which one was fitted).
 */
export function nadaMatches(seed: number, vehicleIndex: number, f: FeatureSpec): { id: string }[] {
  const n = f.equipments.length;
  if (n <= 1) return f.equipments.map((e) => ({ id: e.id }));
  const rng = new Rng(seed, vehicleIndex, f.id, 0x4ada);
  const count = rng.chance(0.67) ? rng.int(2, n) : 1;
  return rng.sample(f.equipments, count).map((e) => ({ id: e.id }));
}
