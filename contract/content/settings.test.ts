import { describe, expect, it } from 'vitest';
import { contentErrors, delivery, DELIVERY_MILES_MESSAGE, normalizeAmount, partners, prices } from './index.ts';

describe('settings rules shared by the console forms and the server', () => {
  it('reads dollar amounts as exact strings and refuses what is not one', () => {
    expect(normalizeAmount('$1,250.5')).toBe('1250.50');
    expect(normalizeAmount(0.1)).toBe('0.10');
    expect(normalizeAmount('12.345')).toBeNull();
    expect(normalizeAmount('1,25')).toBeNull();
    expect(normalizeAmount('1234567890')).toBeNull();
    expect(contentErrors(prices, { lockDown: 'ten' }).errors).toEqual({
      lockDown: 'Enter a dollar amount, e.g. 250 or 99.95',
    });
  });

  it("blocks delivery miles below 50 or above 10000 with the spec's message, which says 100", () => {
    const milesError = (deliveryMiles: number) => contentErrors(delivery, { deliveryMiles }).errors.deliveryMiles;
    expect([49, 50, 99, 10000, 10001].map(milesError)).toEqual([
      DELIVERY_MILES_MESSAGE,
      undefined,
      undefined,
      undefined,
      DELIVERY_MILES_MESSAGE,
    ]);
    expect(DELIVERY_MILES_MESSAGE).toBe('Please set delivery miles in range of 100-10,000');
  });

  it('takes only http(s) promo links and a weekly discount of at most 20 characters', () => {
    const base = { name: 'A', promoCode: 'A1', promoLink: 'https://a.example.com', contactNumber: '5551234567' };
    expect(contentErrors(partners, base).errors).toEqual({});
    expect(
      Object.keys(
        contentErrors(partners, { ...base, promoLink: 'javascript:alert(1)', rentWeeklyDiscount: 'x'.repeat(21) })
          .errors,
      ).sort(),
    ).toEqual(['promoLink', 'rentWeeklyDiscount']);
  });
});
