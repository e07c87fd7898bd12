import { z } from 'zod';
import {
  DEFAULT_ANSWERS,
  defineCollection,
  type CollectionAdmin,
  type CollectionDeclaration,
  fiveShapes,
  optionalImage,
  requiredText,
  text,
} from '../../../../contract/content/index.ts';

/**
 * A test-only declaration (issue 24): the generic screens must serve a type they were never written for. Not in
 * `collections`, so no server route or sidebar entry knows it.
 */
export const testimonials = defineCollection({
  name: 'testimonials',
  label: 'Testimonial',
  kind: 'list',
  path: '/testimonials',
  endpoints: fiveShapes('/testimonials'),
  schema: z.strictObject({
    authorName: requiredText('Author name', 60),
    quote: text(300).default(''),
    rating: z.number().int().min(1).max(5),
    photo: optionalImage,
    visible: z.boolean().default(false),
  }),
  defaults: { visible: false, quote: '' },
  images: { photo: { ratio: 1, folder: 'testimonials', minWidth: 400 } },
  orderBy: 'position',
  publicFields: ['authorName', 'quote', 'rating', 'photo'],
  publishFlag: 'visible',
  console: { create: true, remove: true, route: '/testimonials' },
  admin: { titleField: 'authorName', menu: { group: 'home', icon: 'FormatQuote', order: 90 } },
  answers: DEFAULT_ANSWERS,
});

/** A stored testimonial as the data provider returns it. */
export const testimonial = (id: string, position: number, data: Partial<z.infer<typeof testimonials.schema>> = {}) => ({
  id,
  _id: id,
  version: 1,
  position,
  authorName: `Author ${id}`,
  quote: '',
  rating: 5,
  photo: null,
  visible: true,
  ...data,
});

/** The testimonials with a changed declaration (other admin options, no publish flag...). */
export const testimonialsWith = (
  changes: Omit<Partial<typeof testimonials>, 'admin'> & { admin?: Partial<CollectionAdmin> },
): CollectionDeclaration =>
  defineCollection({ ...testimonials, ...changes, admin: { ...testimonials.admin, ...changes.admin } });
