import { z } from 'zod';
import { defineCollection } from './define.ts';
import { amount } from './money.ts';
import { CONTENT_ROUTES } from './names.ts';

/** Spec §3 price list (lockDown, downPayment, retailDeposit: dollar amounts sent as strings); §7 GET and POST /prices. */
export const prices = defineCollection({
  name: 'prices',
  label: 'Price list',
  kind: 'singleton',
  path: '/prices',
  endpoints: {
    read: { method: 'GET', path: '/prices' },
    write: { method: 'POST', path: '/prices' },
  },
  schema: z.strictObject({
    lockDown: amount().default('0.00'),
    downPayment: amount().default('0.00'),
    retailDeposit: amount().default('0.00'),
  }),
  defaults: {},
  images: {},
  labels: { lockDown: 'Lock down ($)', downPayment: 'Down payment ($)', retailDeposit: 'Retail deposit ($)' },
  publicFields: ['lockDown', 'downPayment', 'retailDeposit'],
  publicPath: '/prices',
  console: { create: false, remove: false, route: CONTENT_ROUTES.prices },
  admin: { customScreen: true, menu: { group: 'operations', icon: 'Settings', order: 10, label: 'Settings' } },
  // Spec §8: settings saves toast the response's status.
  answers: {
    created: { status: 'Price List saved', message: 'Price List saved' },
    updated: { status: 'Price List saved', message: 'Price List saved' },
    deleted: { status: 'deleted', message: 'Deleted' },
  },
});
