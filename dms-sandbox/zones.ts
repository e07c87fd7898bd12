import { DMS_ZONES, type DmsZone, type StateEntry } from '../contract/dms.ts';

/**
 * The seven ride-share zones → the 50 states + DC (dealer-domain notes §8: Census divisions and BEA regions).
 * Kept as data because several placements are contestable (AK, NV, AL/MS/TN, DE/MD/DC, TX).
 */
export const ZONE_STATES: Readonly<Record<DmsZone, readonly string[]>> = {
  NORTHEAST: ['CT', 'DE', 'DC', 'ME', 'MD', 'MA', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT'],
  'MIDWEST PLAINS': ['IL', 'IN', 'IA', 'KS', 'MI', 'MN', 'MO', 'NE', 'ND', 'OH', 'SD', 'WI'],
  SOUTHEAST: ['FL', 'GA', 'NC', 'SC', 'VA', 'WV'],
  SOUTH: ['AL', 'AR', 'KY', 'LA', 'MS', 'TN'],
  SOUTHWEST: ['AZ', 'CO', 'NV', 'NM', 'OK', 'TX', 'UT'],
  NORTHWEST: ['ID', 'MT', 'OR', 'WA', 'WY'],
  PACIFIC: ['AK', 'CA', 'HI'],
};

export const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const ZONE_OF_STATE = new Map<string, DmsZone>();
for (const zone of DMS_ZONES) for (const state of ZONE_STATES[zone]) ZONE_OF_STATE.set(state, zone);

export function stateEntry(code: string): StateEntry {
  return { text: STATE_NAMES[code] ?? code, value: code };
}

const byName = (a: StateEntry, b: StateEntry) => a.text.localeCompare(b.text);

/** Zone names are matched without regard to case or surrounding blanks ("south" = "SOUTH"). */
export function findZone(name: string): DmsZone | undefined {
  const wanted = name.trim().toUpperCase().replace(/\s+/g, ' ');
  return DMS_ZONES.find((z) => z === wanted);
}

/** A state by USPS code or full name, any case. */
export function findState(nameOrCode: string): StateEntry | undefined {
  const wanted = nameOrCode.trim().toUpperCase();
  if (STATE_NAMES[wanted]) return stateEntry(wanted);
  const code = Object.keys(STATE_NAMES).find((c) => STATE_NAMES[c]?.toUpperCase() === wanted);
  return code ? stateEntry(code) : undefined;
}

export function zoneOfState(code: string): DmsZone | undefined {
  return ZONE_OF_STATE.get(code);
}

export function statesOfZones(zones: readonly DmsZone[]): StateEntry[] {
  const codes = new Set(zones.flatMap((z) => ZONE_STATES[z]));
  return [...codes].map(stateEntry).sort(byName);
}

/** States where the retailer has lots: every zone has at least one, big markets appear more than once. */
export const LOT_STATES: readonly string[] = [
  'CA',
  'CA',
  'TX',
  'TX',
  'FL',
  'FL',
  'GA',
  'AZ',
  'CO',
  'NV',
  'IL',
  'OH',
  'MN',
  'MI',
  'NY',
  'NJ',
  'PA',
  'MA',
  'WA',
  'OR',
  'NC',
  'VA',
  'TN',
  'KY',
  'LA',
  'HI',
];
