/**
 * VINs that pass the North American check digit (49 CFR 565): position 9 is a weighted sum of the other 16
 * characters mod 11 ("X" for 10), position 10 encodes the model year. Own implementation, no decoder needed.
 */

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 1980 = A, repeats every 30 years
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

const VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

function transliterate(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  const v = VALUES[ch];
  if (v === undefined) throw new Error(`character ${ch} is not allowed in a VIN`);
  return v;
}

export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (const [i, weight] of WEIGHTS.entries()) if (i !== 8) sum += transliterate(vin.charAt(i)) * weight;
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vinCheckDigit(vin) === vin[8];
}

export function modelYearCode(year: number): string {
  return YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30);
}

/**
 * wmi: the make's world manufacturer id; vds: 5 characters picked from the model; serial: unique per vehicle.
 * Position 11 (plant) comes from the serial so one plant does not build everything.
 */
export function buildVin(wmi: string, vdsHash: number, year: number, serial: number): string {
  let vds = '';
  let h = vdsHash >>> 0;
  for (let i = 0; i < 5; i++) {
    vds += VIN_CHARS[h % VIN_CHARS.length];
    h = Math.floor(h / VIN_CHARS.length) + 7919 * (i + 1);
  }
  const plant = VIN_CHARS[(serial * 7) % 23];
  const body = `${wmi}${vds}0${modelYearCode(year)}${plant}${String(serial % 1_000_000).padStart(6, '0')}`;
  return body.slice(0, 8) + vinCheckDigit(body) + body.slice(9);
}
