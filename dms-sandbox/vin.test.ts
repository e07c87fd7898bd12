// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildVin, isValidVin, modelYearCode, vinCheckDigit } from './vin.ts';

describe('VIN check digit', () => {
  it('agrees with published examples', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('11111111111111111')).toBe(true);
  });

  it('rejects a changed character, and letters a VIN never uses', () => {
    expect(isValidVin('1M8GDM9AXKP042789')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278O')).toBe(false);
  });

  it('encodes the model year in position 10', () => {
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2026)).toBe('T');
    expect(modelYearCode(2009)).toBe('9');
  });

  it('builds valid, distinct VINs', () => {
    const vins = Array.from({ length: 5000 }, (_, i) => buildVin('4T1', i * 7919, 2012 + (i % 15), i));
    for (const vin of vins) expect(isValidVin(vin), vin).toBe(true);
    expect(new Set(vins).size).toBe(vins.length);
  });
});
