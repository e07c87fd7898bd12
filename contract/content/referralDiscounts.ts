import { z } from 'zod';
import { defineCollection } from './define.ts';
import { amount } from './money.ts';
import { CONTENT_ROUTES } from './names.ts';

/** Spec §3 referral discounts (saleDiscount, rentDiscount), dollar amounts as the price list's; §7 GET and POST /promotion/discounts. */
export const referralDiscounts = defineCollection({
  name: 'referralDiscounts',
  label: 'Referral discounts',
  kind: 'singleton',
  path: '/promotion/discounts',
  endpoints: {
    read: { method: 'GET', path: '/promotion/discounts' },
    write: { method: 'POST', path: '/promotion/discounts' },
  },
  schema: z.strictObject({
    saleDiscount: amount().default('0.00'),
    rentDiscount: amount().default('0.00'),
  }),
  defaults: {},
  images: {},
  labels: { saleDiscount: 'Sale discount ($)', rentDiscount: 'Rent discount ($)' },
  publicFields: ['saleDiscount', 'rentDiscount'],
  publicPath: '/promotion/discounts',
  console: { create: false, remove: false, route: CONTENT_ROUTES.referralDiscounts },
  admin: { customScreen: true },
  answers: {
    created: { status: 'Referral Discounts saved', message: 'Referral Discounts saved' },
    updated: { status: 'Referral Discounts saved', message: 'Referral Discounts saved' },
    deleted: { status: 'deleted', message: 'Deleted' },
  },
});
