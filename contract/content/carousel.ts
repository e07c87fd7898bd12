import { z } from 'zod';
import { DEFAULT_ANSWERS, defineCollection, LINK_HELP, linkPath, optionalImage, requiredText, text } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/** Spec §5 image crop ratios: category desktop icon 21/6.9, mobile icon 1, sub-category icon 16/9.09. */
export const CAROUSEL_RATIOS = { image: 21 / 6.9, mobileImage: 1, logoImage: 1, subLogoImage: 16 / 9.09 } as const;
export const SUB_CATEGORIES_MAX = 30;

const newId = () => globalThis.crypto.randomUUID();
const subCount = (n: number) => `${n} sub ${n === 1 ? 'category' : 'categories'}`;

/** Spec §3 sub-category: _id, title, description, logoImage, link. The server names a new one. */
export const carouselSubCategory = z.strictObject({
  _id: z.string({ error: 'Must be text' }).trim().min(1).max(100).default(newId),
  title: requiredText('Title', 80),
  description: text(500).default(''),
  logoImage: optionalImage,
  link: linkPath.default(''),
});
export type CarouselSubCategory = z.infer<typeof carouselSubCategory>;

/**
 * Spec §3 carousel category card (title, description, image, mobileImage, position, subCategories) plus the issue's
 * link and logo; §5 its title is required ('{fields} is required' → 'Title is required'); §7 GET/POST /carousel,
 * PUT/DELETE /carousel/{id}. Cards are ordered by `position` (POST /v1/content/carousel/order).
 */
export const carousel = defineCollection({
  name: 'carousel',
  label: 'Category card',
  kind: 'list',
  path: '/carousel',
  endpoints: {
    list: { method: 'GET', path: '/carousel' },
    create: { method: 'POST', path: '/carousel' },
    update: { method: 'PUT', path: '/carousel/{id}' },
    remove: { method: 'DELETE', path: '/carousel/{id}' },
  },
  schema: z.strictObject({
    title: requiredText('Title', 80),
    description: text(500).default(''),
    link: linkPath.default(''),
    visible: z.boolean({ error: 'Must be true or false' }).default(true),
    image: optionalImage,
    mobileImage: optionalImage,
    logoImage: optionalImage,
    subCategories: z
      .array(carouselSubCategory, { error: 'Must be a list of sub-categories' })
      .max(SUB_CATEGORIES_MAX, `At most ${SUB_CATEGORIES_MAX} sub-categories`)
      .default([]),
  }),
  defaults: { visible: true },
  images: {
    image: { ratio: CAROUSEL_RATIOS.image, folder: 'carousel', minWidth: 800 },
    mobileImage: { ratio: CAROUSEL_RATIOS.mobileImage, folder: 'carousel', minWidth: 200 },
    logoImage: { ratio: CAROUSEL_RATIOS.logoImage, folder: 'carousel', minWidth: 120 },
    'subCategories[].logoImage': { ratio: CAROUSEL_RATIOS.subLogoImage, folder: 'carousel', minWidth: 160 },
  },
  orderBy: 'position',
  publicFields: ['title', 'description', 'link', 'image', 'mobileImage', 'logoImage', 'subCategories'],
  publishFlag: 'visible',
  labels: {
    image: 'Desktop image',
    mobileImage: 'Mobile icon',
    logoImage: 'Logo',
    subCategories: 'Sub categories',
    visible: 'Shown on the site',
  },
  publicPath: '/carousel',
  console: { create: true, remove: true, route: CONTENT_ROUTES.carousel },
  admin: {
    titleField: 'title',
    plural: 'Category cards',
    columns: ['title', 'description', 'image', 'subCategories', 'visible'],
    edit: 'dialog',
    settings: 'carouselSetting',
    // Spec §2: the sub-category cards screen is its own (Back to Category, Update Sub Category).
    links: [
      {
        label: 'Sub categories',
        named: 'Sub categories of %{title}',
        path: `${CONTENT_ROUTES.carousel}/:id/sub-categories`,
      },
    ],
    toastMs: 2000,
    menu: { group: 'home', icon: 'ViewCarousel', order: 20, label: 'Carousel' },
    fields: {
      description: { input: 'textarea' },
      link: { help: LINK_HELP },
      subCategories: { input: 'hidden', format: (value) => subCount(Array.isArray(value) ? value.length : 0) },
    },
    texts: {
      listTitle: 'Carousel',
      add: 'Add category',
      createTitle: 'Add category card',
      editTitle: 'Edit category card',
      empty: 'No category cards yet: Add category creates the first one.',
      deleteContent: 'The card and its sub-categories disappear from the public site. Its history is kept.',
    },
  },
  answers: DEFAULT_ANSWERS,
});

/** A category card as stored (the record type comes from the schema). */
export type CarouselCard = z.infer<typeof carousel.schema>;
