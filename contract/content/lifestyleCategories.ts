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
  // The categories screen lists the chosen category's descriptions with the generic table and dialogs.
  admin: {
    customScreen: true,
    listBy: { field: 'category', path: '/lifeStyle/{value}' },
    edit: 'dialog',
    reorder: false,
    bulk: false,
    titleField: 'description',
    columns: ['category', 'description'],
    fields: { category: { input: 'readOnly' }, description: { input: 'textarea' } },
    texts: {
      add: 'Add LifeStyle Description',
      createTitle: 'Add LifeStyle Description',
      editTitle: 'Edit LifeStyle Description',
      empty: 'No description for this category yet.',
      editNamed: 'Edit description %{number} of %{category}',
      deleteNamed: 'Delete description %{number} of %{category}',
      deleteTitle: 'Delete this description of %{category}?',
      deleteContent: 'The description disappears from the public site. Its history is kept.',
    },
  },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
  immutable: ['category'],
});
