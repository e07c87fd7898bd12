import { z } from 'zod';
import { defineCollection, requiredText, text } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/**
 * Spec §3 referrer row; §7 GET /promotion/referrer. One document per referral, recorded by the public website
 * (POST /v1/public/referrals with PUBLIC_SITE_KEY, server/routes/referrals.ts), never typed in the console, and never
 * delivered publicly (personal data). `promoCode` is the partner or referrer code the referral came through.
 */
export const referrals = defineCollection({
  name: 'referrals',
  label: 'Referral',
  kind: 'list',
  path: '/promotion/referrer',
  endpoints: {
    list: { method: 'GET', path: '/promotion/referrer' },
  },
  schema: z.strictObject({
    prospectId: text(40).default(''),
    name: text(120).default(''),
    promoCode: requiredText('Promo code', 40),
    prospectPhoneNumber: text(20).default(''),
    referralProspectId: text(40).default(''),
    referralName: requiredText('Referral name', 120),
    referralPhoneNumber: text(20).default(''),
    isPurchased: z.boolean({ error: 'Must be true or false' }).default(false),
    dealType: text(20).default('Online'),
    source: text(80).default(''),
  }),
  defaults: {},
  images: {},
  labels: {
    prospectId: 'Prospect id',
    name: 'Referrer',
    promoCode: 'Promo code',
    prospectPhoneNumber: 'Referrer phone',
    referralProspectId: 'Referral prospect id',
    referralName: 'Referral',
    referralPhoneNumber: 'Referral phone',
    isPurchased: 'Purchased',
    dealType: 'Deal type',
    source: 'Location',
  },
  publicFields: [],
  // Spec §3: Offline is shown as Physical, anything else as Online; the console shows isPurchased as Yes or No.
  searchText: (d) => [d.dealType === 'Offline' ? 'Physical' : 'Online', d.isPurchased === true ? 'Yes' : 'No'],
  console: { create: false, remove: false, route: CONTENT_ROUTES.referrals },
  // Read only, on /admin/promotion under the partners (src/resources/promotion/PromotionPage.tsx).
  admin: {
    customScreen: true,
    titleField: 'referralName',
    plural: 'Referrers',
    columns: [
      'name',
      'promoCode',
      'prospectPhoneNumber',
      'referralName',
      'referralPhoneNumber',
      'isPurchased',
      'dealType',
      'source',
      'prospectId',
      'referralProspectId',
    ],
    bulk: false,
    fields: {
      isPurchased: { format: (v) => (v === true ? 'Yes' : 'No') },
      dealType: { format: (v) => (v === 'Offline' ? 'Physical' : 'Online') },
    },
    texts: { empty: 'No referrals yet. They arrive from the public website.' },
  },
  answers: {
    created: { status: 'success', message: 'Referral recorded' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Deleted' },
  },
});
