import { z } from 'zod';

/**
 * Dollar amounts (spec §3: price list amounts are sent as strings). Kept as text, never as a float, so cents stay
 * exact: '$1,250.5' is stored as '1250.50'. A number sent by a client is read the same way.
 */
export const AMOUNT_MESSAGE = 'Enter a dollar amount, e.g. 250 or 99.95';
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const AMOUNT_MAX_DIGITS = 9;

/** '1,250.5' → '1250.50'; null when the text is not an amount. */
export function normalizeAmount(input: string | number): string | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const [, digits = '', cents = ''] = m;
  const whole = digits.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > AMOUNT_MAX_DIGITS) return null;
  return `${whole}.${cents.padEnd(2, '0')}`;
}

export const amount = () =>
  z.union([z.string(), z.number()], { error: AMOUNT_MESSAGE }).transform((v, ctx) => {
    const out = normalizeAmount(v);
    if (out === null) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return out;
  });
