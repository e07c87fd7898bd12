import { z } from 'zod';
import { DEFAULT_ANSWERS, defineCollection, fiveShapes, optionalImage, text } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/** Spec §3 warranty (title, visible, image src, mobileImg); §5 ratios 16/2.64 desktop and 3.8375 mobile. */
export const warranty = defineCollection({
  name: 'warranty',
  label: 'Warranty image',
  kind: 'list',
  path: '/warranty',
  endpoints: fiveShapes('/warranty'),
  schema: z.strictObject({
    title: text(80).default(''),
    visible: z.boolean().default(false),
    img: optionalImage,
    mobileImg: optionalImage,
  }),
  defaults: { visible: false },
  images: {
    img: { ratio: 16 / 2.64, folder: 'warranty', minWidth: 1200 },
    mobileImg: { ratio: 3.8375, folder: 'warranty', minWidth: 600 },
  },
  orderBy: 'position',
  publicFields: ['title', 'img', 'mobileImg'],
  publishFlag: 'visible',
  labels: { img: 'Desktop image', mobileImg: 'Mobile image' },
  requiredWhenPublished: ['title', 'img', 'mobileImg'],
  publicPath: '/warranty',
  console: { create: true, remove: true, route: CONTENT_ROUTES.warranty },
  admin: {
    titleField: 'title',
    columns: ['title', 'visible', 'img', 'mobileImg'],
    menu: { group: 'home', icon: 'VerifiedUser', order: 30, label: 'Warranty' },
    texts: { deleteContent: 'The image disappears from the public site. Its history is kept.' },
  },
  answers: DEFAULT_ANSWERS,
});
