import { z } from 'zod';
import {
  DEFAULT_ANSWERS,
  defineCollection,
  fiveShapes,
  LINK_HELP,
  linkPath,
  optionalImage,
  publishWindowFields,
  text,
} from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/**
 * Spec §3 hero promo (title, text, visible, linkPath, img/src, mobileImg/mobileSrc); §7 the five shapes under
 * /hero. The home page edits the primary one; /admin/hero-images lists them all (generic, under the carousel's
 * settings, §2). Ratios: §5 home images,
 * 16:4.98 desktop and 1:1 mobile, folder home-images.
 */
export const hero = defineCollection({
  name: 'hero',
  label: 'Hero image',
  kind: 'list',
  path: '/hero',
  endpoints: fiveShapes('/hero'),
  schema: z.strictObject({
    title: text(80).default(''),
    text: text(300).default(''),
    visible: z.boolean().default(false),
    linkPath: linkPath.default(''),
    img: optionalImage,
    mobileImg: optionalImage,
    ...publishWindowFields,
  }),
  defaults: { visible: false },
  images: {
    img: { ratio: 16 / 4.98, folder: 'home-images', minWidth: 1200 },
    mobileImg: { ratio: 1, folder: 'home-images', srcKey: 'mobileSrc', minWidth: 400 },
  },
  orderBy: 'position',
  publicFields: ['title', 'text', 'linkPath', 'img', 'mobileImg', 'publishFrom', 'publishUntil'],
  publishFlag: 'visible',
  labels: { img: 'Desktop image', mobileImg: 'Mobile image' },
  requiredWhenPublished: ['title', 'img', 'mobileImg'],
  publishWindow: true,
  publicPath: '/hero',
  console: { create: true, remove: true, route: CONTENT_ROUTES.hero },
  admin: {
    titleField: 'title',
    columns: ['title', 'visible', 'img', 'mobileImg'],
    menu: { group: 'staticPublic', icon: 'PhotoLibrary', order: 30, label: 'Home page gallery' },
    settings: 'heroCarouselSetting',
    fields: { text: { input: 'textarea' }, linkPath: { help: LINK_HELP } },
    texts: {
      listTitle: 'Hero images (home page gallery)',
      deleteContent:
        'If the public site shows it, it stops at once. Its history is kept, but it cannot be restored from this screen.',
    },
  },
  answers: DEFAULT_ANSWERS,
});
