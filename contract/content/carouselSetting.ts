import { z } from 'zod';
import { DEFAULT_ANSWERS, defineCollection, HEX_COLOR, HEX_COLOR_MESSAGE } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/** Spec §5: 3 or 6 hex digits; the carousel's colours are never empty (§9 gives them defaults). */
const carouselColor = (fallback: string) =>
  z.string({ error: HEX_COLOR_MESSAGE }).trim().regex(HEX_COLOR, HEX_COLOR_MESSAGE).default(fallback);

/**
 * Spec §3 carousel setting (textColor, backgroundColor, sliderSpeed default 300; §9 black text on white); §7 GET and
 * PUT carousel-setting. Another reading of the spec names the fields color, bgColor, slideSpeed: both are accepted on
 * write and returned on read, for the one setting (`aliases`).
 */
export const carouselSetting = defineCollection({
  name: 'carouselSetting',
  label: 'Carousel settings',
  kind: 'singleton',
  path: '/carousel-setting',
  endpoints: {
    read: { method: 'GET', path: '/carousel-setting' },
    write: { method: 'PUT', path: '/carousel-setting' },
  },
  schema: z.strictObject({
    textColor: carouselColor('#000000'),
    backgroundColor: carouselColor('#ffffff'),
    sliderSpeed: z
      .number({ error: 'Enter a number of milliseconds' })
      .int('Enter a whole number of milliseconds')
      .min(100, 'At least 100 ms')
      .max(5000, 'At most 5000 ms')
      .default(300),
  }),
  defaults: {},
  images: {},
  labels: { textColor: 'Text colour', backgroundColor: 'Background colour', sliderSpeed: 'Slide speed' },
  aliases: { color: 'textColor', bgColor: 'backgroundColor', slideSpeed: 'sliderSpeed' },
  publicFields: ['textColor', 'backgroundColor', 'sliderSpeed'],
  publicPath: '/carousel-setting',
  console: { create: false, remove: false, route: CONTENT_ROUTES.carouselSetting },
  admin: {
    customScreen: true,
    // Beyond the spec: the text on its background with the contrast ratio, warned below WCAG AA.
    after: 'CarouselContrastPreview',
    fields: {
      textColor: { help: '# and 3 or 6 hex digits, e.g. #000 or #1a2b3c' },
      backgroundColor: { help: '# and 3 or 6 hex digits, e.g. #000 or #1a2b3c' },
      sliderSpeed: { help: 'How long a slide takes to move, 100 to 5000 ms' },
    },
  },
  answers: DEFAULT_ANSWERS,
});
