import { describe, expect, it } from 'vitest';
import { WINDOW_ORDER_MESSAGE } from '../../../../contract/content/index.ts';
import { isoToLocal, localToIso, validateWindowOrder } from './publishWindow.ts';

describe('publish window inputs', () => {
  it('turns the admin’s local date-time into an ISO date-time with their offset, the same instant', () => {
    const iso = localToIso('2026-12-01T09:30');
    expect(iso).toMatch(/^2026-12-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso ?? '')).toBe(new Date(2026, 11, 1, 9, 30).getTime());
    // Summer and winter may have different offsets: each date gets its own.
    expect(Date.parse(localToIso('2026-07-01T09:30') ?? '')).toBe(new Date(2026, 6, 1, 9, 30).getTime());
  });

  it('shows a stored ISO date-time on the admin’s clock, and round-trips', () => {
    const stored = '2026-12-01T08:30:00Z';
    const local = isoToLocal(stored);
    expect(Date.parse(localToIso(local) ?? '')).toBe(Date.parse(stored));
  });

  it('leaves an end open when its input is emptied', () => {
    expect(localToIso('')).toBeNull();
    expect(isoToLocal(null)).toBe('');
  });

  it('says the end must come after the start, and nothing while either end is open', () => {
    const from = '2026-12-01T09:00:00+01:00';
    expect(validateWindowOrder('2026-12-01T08:59:00+01:00', { publishFrom: from })).toBe(WINDOW_ORDER_MESSAGE);
    expect(validateWindowOrder(from, { publishFrom: from })).toBe(WINDOW_ORDER_MESSAGE);
    expect(validateWindowOrder('2026-12-01T09:01:00+01:00', { publishFrom: from })).toBeUndefined();
    expect(validateWindowOrder(null, { publishFrom: from })).toBeUndefined();
    expect(validateWindowOrder('2026-12-01T08:00:00+01:00', { publishFrom: null })).toBeUndefined();
  });
});
