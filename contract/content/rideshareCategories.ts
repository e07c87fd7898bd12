import { z } from 'zod';
import { RIDE_SHARE_CATEGORIES } from '../dms.ts';
import { defineCollection, requiredText } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/** The five ride-share categories in the order the spec lists them (§9), for the console's radio group. */
export const RIDESHARE_CATEGORY_NAMES = [
  'UBER BLACK',
  'UBER COMFORT',
  'UBER SUV',
  'UBER X',
  'UBER XL',
] as const satisfies readonly (typeof RIDE_SHARE_CATEGORIES)[number][];

export const DESCRIPTION_MAX = 2000;

/** A category field that names what it refused: an unknown name is a 400 saying which ('UBER POOL is not …'). */
export const categoryOf = <T extends readonly [string, ...string[]]>(names: T, kind: string) =>
  z.enum(names, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Category is required'
        : typeof issue.input === 'string'
          ? `${issue.input} is not a ${kind} category`
          : `Category must be one of ${names.join(', ')}`,
  });

/**
 * Spec §3 ride-share category description (category, description, _id, highestCategory), §5 description
 * required. One document per category (unique; its id is the name by the one URL rule, contract/slug.ts, so two
 * first saves of one category cannot both create it); `POST /category/addCategory` (body `categoryData`) creates
 * it or, with its version, updates it: server/routes/categories.ts. `highestCategory`
 * marks the tier the public site ranks highest (dealer-domain notes §5: "suggest the highest"); at most one
 * category carries it (server/content/hooks/rideshareCategories.ts).
 */
export const rideshareCategories = defineCollection({
  name: 'rideshareCategories',
  label: 'Rideshare description',
  kind: 'list',
  path: '/rideshare-categories',
  endpoints: {
    remove: { method: 'DELETE', path: '/category/{id}' },
  },
  schema: z.strictObject({
    category: categoryOf(RIDESHARE_CATEGORY_NAMES, 'rideshare'),
    description: requiredText('Description', DESCRIPTION_MAX),
    highestCategory: z.boolean({ error: 'Highest category must be true or false' }).default(false),
  }),
  defaults: { highestCategory: false },
  images: {},
  labels: { highestCategory: 'Highest category' },
  publicFields: ['category', 'description', 'highestCategory'],
  publicPath: '/rideshare-categories',
  console: { create: true, remove: true, route: CONTENT_ROUTES.rideshareCategories },
  admin: { customScreen: true, menu: { group: 'merchandising', icon: 'Category', order: 20, label: 'Categories' } },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
  unique: ['category'],
  immutable: ['category'],
});
