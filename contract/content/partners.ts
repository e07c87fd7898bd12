import { z } from 'zod';
import { defineCollection, requiredText, text } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

export const PROMO_CODE_MESSAGE = 'Use letters, digits, - and _ only';
export const PROMO_LINK_MESSAGE = 'Enter an http(s) address, e.g. https://example.com/offer';
export const CONTACT_NUMBER_MESSAGE = 'Enter the contact number as digits (7 to 15, may start with +)';
const NUMBER_MESSAGE = 'Enter a number';

const isHttpUrl = (v: string) => {
  if (!/^https?:\/\/\S+$/i.test(v)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** Spec §5: the add-partner form's discounts are numeric; at most two decimals, so cents stay exact. */
const discount = () =>
  z
    .number({ error: NUMBER_MESSAGE })
    .min(0, 'At least 0')
    .max(1_000_000, 'At most 1,000,000')
    .refine(
      (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      'At most two decimals',
    )
    .default(0);

/**
 * Spec §3 partner; §7 GET and POST /promotion/partner, PATCH and DELETE /promotion/partner/{id}; §4 name and promo
 * code cannot be edited after creation. `isActive` (beyond the spec): only active partners reach the public site.
 */
export const partners = defineCollection({
  name: 'partners',
  label: 'Partner',
  kind: 'list',
  path: '/promotion/partner',
  endpoints: {
    list: { method: 'GET', path: '/promotion/partner' },
    create: { method: 'POST', path: '/promotion/partner' },
    update: { method: 'PATCH', path: '/promotion/partner/{id}' },
    remove: { method: 'DELETE', path: '/promotion/partner/{id}' },
  },
  schema: z.strictObject({
    name: requiredText('Name', 80),
    promoCode: requiredText('Promo code', 40).regex(/^[A-Za-z0-9_-]+$/, PROMO_CODE_MESSAGE),
    promoLink: z
      .string({ error: PROMO_LINK_MESSAGE })
      .trim()
      .max(500, 'At most 500 characters')
      .refine(isHttpUrl, PROMO_LINK_MESSAGE),
    contactNumber: z
      .string({ error: CONTACT_NUMBER_MESSAGE })
      .trim()
      .regex(/^\+?\d{7,15}$/, CONTACT_NUMBER_MESSAGE),
    partnerSaleDiscount: discount(),
    partnerRentDiscount: discount(),
    rentWeeklyDiscount: text(20).default(''),
    isActive: z.boolean({ error: 'Must be true or false' }).default(true),
  }),
  defaults: { isActive: true },
  images: {},
  labels: {
    promoCode: 'Promo code',
    promoLink: 'Promo link',
    contactNumber: 'Contact number',
    partnerSaleDiscount: 'Sale discount',
    partnerRentDiscount: 'Rent discount',
    rentWeeklyDiscount: 'Rent weekly discount',
    isActive: 'Active',
  },
  publicFields: ['name', 'promoCode', 'promoLink', 'partnerSaleDiscount', 'partnerRentDiscount', 'rentWeeklyDiscount'],
  publishFlag: 'isActive',
  publicPath: '/promotion/partner',
  publicAliases: ['/partners'],
  console: { create: true, remove: true, route: CONTENT_ROUTES.partners },
  // /admin/promotion holds this table beside the referrers': a custom page of generic tables and dialogs.
  admin: {
    customScreen: true,
    titleField: 'name',
    columns: [
      'name',
      'promoCode',
      'promoLink',
      'contactNumber',
      'partnerSaleDiscount',
      'partnerRentDiscount',
      'rentWeeklyDiscount',
      'isActive',
    ],
    edit: 'dialog',
    bulk: false,
    menu: { group: 'operations', icon: 'Loyalty', order: 20, label: 'Referral programme' },
    texts: {
      editTitle: 'Edit partner',
      empty: 'No partners yet.',
      deleteContent:
        'The partner leaves the public site and its promo code stops taking referrals. Referrals already recorded stay.',
    },
  },
  answers: {
    created: { status: 'Partner added', message: 'Partner added' },
    updated: { status: 'Partner saved', message: 'Partner saved' },
    deleted: { status: 'deleted', message: 'Partner deleted' },
  },
  unique: ['promoCode'],
  immutable: ['name', 'promoCode'],
});
