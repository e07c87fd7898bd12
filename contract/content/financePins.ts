import { z } from 'zod';
import { defineCollection, requiredText } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/**
 * The finance pages of the public site (settled here, spec §3 names only "page"): the retailer sells, rents and
 * offers ride share (spec §1), and each way to pay has its finance page with numbered pins on its illustration.
 */
export const FINANCE_PIN_PAGES = ['buy', 'rent', 'ride share'] as const;
export type FinancePinPage = (typeof FINANCE_PIN_PAGES)[number];
export const FINANCE_PIN_DESCRIPTION_MAX = 300;

/** The pins a fresh install has: 1 to 3 on each page, in reading order. Staff edit the texts, never the set. */
const SEED: readonly { page: FinancePinPage; number: number; description: string }[] = [
  { page: 'buy', number: 1, description: 'Deposit: holds the car for you while your financing is arranged.' },
  { page: 'buy', number: 2, description: 'Down payment: paid when you sign; the rest of the price is financed.' },
  { page: 'buy', number: 3, description: 'Monthly payment: the financed amount spread over the term you choose.' },
  { page: 'rent', number: 1, description: 'Lock-down payment: reserves the car for your rental.' },
  { page: 'rent', number: 2, description: 'Weekly rent: paid each week you keep the car.' },
  { page: 'rent', number: 3, description: 'Delivery: the car is brought to you within the delivery area.' },
  { page: 'ride share', number: 1, description: 'Lock-down payment: reserves a car ready for ride share.' },
  { page: 'ride share', number: 2, description: 'Weekly rent: paid each week you drive the car for ride share.' },
  {
    page: 'ride share',
    number: 3,
    description: 'Category: the car’s ride-share category decides which trips you can take.',
  },
];

export const financePinId = (page: string, number: number) => `${page.replace(/\s+/g, '-')}-${number}`;

/**
 * Spec §3 finance pin (number, page, description), §7 calls (GET /finance-pins, PATCH /finance-pins/{id}): no
 * create, no delete. Seeded for a fresh install; number and page are fixed, the description is edited in place.
 */
export const financePins = defineCollection({
  name: 'financePins',
  label: 'Finance info pin',
  kind: 'list',
  path: '/finance-pins',
  endpoints: {
    list: { method: 'GET', path: '/finance-pins' },
    update: { method: 'PATCH', path: '/finance-pins/{id}' },
  },
  schema: z.strictObject({
    number: z
      .number({ error: 'Number must be a whole number' })
      .int('Number must be a whole number')
      .min(1, 'At least 1')
      .max(99, 'At most 99'),
    page: z.enum(FINANCE_PIN_PAGES, { error: `Page must be one of: ${FINANCE_PIN_PAGES.join(', ')}` }),
    description: requiredText('Description', FINANCE_PIN_DESCRIPTION_MAX),
  }),
  defaults: {},
  images: {},
  orderBy: 'position',
  publicFields: ['number', 'page', 'description'],
  publicPath: '/finance-pins',
  seed: SEED,
  seedId: (seed) => financePinId(String(seed.page), Number(seed.number)),
  fixed: true,
  immutable: ['number', 'page'],
  console: { create: false, remove: false, route: CONTENT_ROUTES.financePins },
  // The pins of each finance page, their texts edited in a dialog (no add, no delete, no reorder: each page's
  // numbers order them), then the finance page's SEO record.
  admin: {
    titleField: 'description',
    columns: ['page', 'number', 'description'],
    edit: 'dialog',
    reorder: false,
    pageSeo: 'finance',
    menu: { group: 'staticPublic', icon: 'PushPin', order: 40, label: 'Finance info pins' },
    fields: {
      page: {
        format: (page) => ({ buy: 'Buy', rent: 'Rent', 'ride share': 'Ride share' })[String(page)] ?? String(page),
      },
    },
    texts: {
      listTitle: 'Finance info pins',
      editTitle: 'Edit the finance info pin',
      empty: 'No finance info pins: they are created when the site is installed.',
    },
  },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Deleted' },
  },
});
