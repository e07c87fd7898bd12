import { z } from 'zod';
import { defineCollection } from './define.ts';
import { amount } from './money.ts';
import { CONTENT_ROUTES } from './names.ts';

/**
 * Spec §5 and §9: delivery miles from 50 to 10000, with the spec's message, which says 100. Both are kept as the
 * spec has them (README, "Settings").
 */
export const DELIVERY_MILES_MIN = 50;
export const DELIVERY_MILES_MAX = 10_000;
export const DELIVERY_MILES_MESSAGE = 'Please set delivery miles in range of 100-10,000';

/** Spec §3 delivery (deliveryMiles, deliveryDays, deliveryFee, isRideShareEnabled); §7 GET and POST /delivery. */
export const delivery = defineCollection({
  name: 'delivery',
  label: 'Delivery settings',
  kind: 'singleton',
  path: '/delivery',
  endpoints: {
    read: { method: 'GET', path: '/delivery' },
    write: { method: 'POST', path: '/delivery' },
  },
  schema: z.strictObject({
    deliveryMiles: z
      .number({ error: DELIVERY_MILES_MESSAGE })
      .int('Enter a whole number of miles')
      .min(DELIVERY_MILES_MIN, DELIVERY_MILES_MESSAGE)
      .max(DELIVERY_MILES_MAX, DELIVERY_MILES_MESSAGE)
      .default(100),
    deliveryDays: z
      .number({ error: 'Enter a number of days' })
      .int('Enter a whole number of days')
      .min(0, 'At least 0 days')
      .max(365, 'At most 365 days')
      .default(7),
    deliveryFee: amount().default('0.00'),
    isRideShareEnabled: z.boolean({ error: 'Must be true or false' }).default(false),
  }),
  defaults: {},
  images: {},
  labels: {
    deliveryMiles: 'Delivery miles',
    deliveryDays: 'Delivery days',
    deliveryFee: 'Delivery fee ($)',
    isRideShareEnabled: 'Ride share enabled',
  },
  publicFields: ['deliveryMiles', 'deliveryDays', 'deliveryFee', 'isRideShareEnabled'],
  publicPath: '/delivery',
  console: { create: false, remove: false, route: CONTENT_ROUTES.delivery },
  admin: { customScreen: true },
  answers: {
    created: { status: 'Delivery Settings saved', message: 'Delivery Settings saved' },
    updated: { status: 'Delivery Settings saved', message: 'Delivery Settings saved' },
    deleted: { status: 'deleted', message: 'Deleted' },
  },
});
