import { z } from 'zod';
import { DEFAULT_ANSWERS, defineCollection, fiveShapes, hexColor, LINK_HELP, linkPath, optionalImage, publishWindowFields, text } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/** Spec §3 promo banner; §5 promo image ratio 1.6. The home page's banner slots: edited, never added or removed. */
export const promo = defineCollection({
  name: 'promo',
  label: 'Promo banner',
  kind: 'list',
  path: '/promo',
  endpoints: fiveShapes('/promo'),
  schema: z.strictObject({
    title: text(80).default(''),
    text: text(300).default(''),
    visible: z.boolean().default(false),
    linkText: text(40).default(''),
    linkPath: linkPath.default(''),
    linkColor: hexColor.default(''),
    background: hexColor.default(''),
    textColor: hexColor.default(''),
    img: optionalImage,
    ...publishWindowFields,
  }),
  defaults: { visible: false },
  images: { img: { ratio: 1.6, folder: 'home-images', minWidth: 800 } },
  orderBy: 'position',
  publicFields: ['title', 'text', 'linkText', 'linkPath', 'linkColor', 'background', 'textColor', 'img', 'publishFrom', 'publishUntil'],
  publishFlag: 'visible',
  labels: { img: 'Image', linkColor: 'Link colour', textColor: 'Text colour', background: 'Background colour' },
  requiredWhenPublished: ['title', 'img'],
  publishWindow: true,
  publicPath: '/promo',
  seed: [{ visible: false }, { visible: false }, { visible: false }],
  console: { create: false, remove: false, route: CONTENT_ROUTES.promo },
  admin: {
    // Their table is a section of the home page (src/custom/homePage), a screen of its own; the edit page is generic.
    customScreen: true,
    titleField: 'title',
    columns: ['title', 'text', 'visible', 'img'],
    menu: { group: 'home', icon: 'Home', order: 10, label: 'Home page' },
    fields: { text: { input: 'textarea' }, linkPath: { help: LINK_HELP } },
  },
  answers: DEFAULT_ANSWERS,
});
