import { z } from 'zod';
import { LIFESTYLE_CATEGORIES } from '../dms.ts';
import { defineCollection, requiredText } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';
import { categoryOf, DESCRIPTION_MAX } from './rideshareCategories.ts';

/** The eleven lifestyle categories of spec §9, in its order (the console's dropdown). */
export const LIFESTYLE_CATEGORY_NAMES = LIFESTYLE_CATEGORIES;

/**
 * Spec §3 lifestyle description (category, description, _id); §5 description required. A category may have
 * several descriptions (the console's table lists those of the chosen category); a description's category is
 * fixed once added (spec §2: not editable in the table). The spec's calls: `POST /lifeStyle/addlifeStyleCategory`,
 * `POST /lifeStyle/updatelifeStyleCategory` (with `_id` and `version`), `DELETE /lifeStyle/{id}` here;
 * `GET /lifeStyle/{name}` and `GET /lifeStyle/getDesc/{name}` in server/routes/categories.ts.
 */
export const lifestyleCategories = defineCollection({
  name: 'lifestyleCategories',
  label: 'LifeStyle description',
  kind: 'list',
  path: '/lifestyle-categories',
  endpoints: {
    create: { method: 'POST', path: '/lifeStyle/addlifeStyleCategory' },
    update: { method: 'POST', path: '/lifeStyle/updatelifeStyleCategory' },
    remove: { method: 'DELETE', path: '/lifeStyle/{id}' },
  },
  schema: z.strictObject({
    category: categoryOf(LIFESTYLE_CATEGORY_NAMES, 'lifestyle'),
    description: requiredText('Description', DESCRIPTION_MAX),
  }),
  defaults: {},
  images: {},
  orderBy: 'position',
  publicFields: ['category', 'description'],
  publicPath: '/lifestyle-categories',
  console: { create: true, remove: true, route: CONTENT_ROUTES.lifestyleCategories },
  admin: { customScreen: true },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
  immutable: ['category'],
});
