import { z } from 'zod';
import { DEFAULT_ANSWERS, defineCollection } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/** The hero carousel's settings (spec §7 GET and PUT hero-carousel-setting): one document. */
export const heroCarouselSetting = defineCollection({
  name: 'heroCarouselSetting',
  label: 'Hero carousel settings',
  kind: 'singleton',
  path: '/hero-carousel-setting',
  endpoints: {
    read: { method: 'GET', path: '/hero-carousel-setting' },
    write: { method: 'PUT', path: '/hero-carousel-setting' },
  },
  schema: z.strictObject({
    sliderSpeed: z
      .number({ error: 'Enter a number of milliseconds' })
      .int('Enter a whole number of milliseconds')
      .min(100, 'At least 100 ms')
      .max(5000, 'At most 5000 ms')
      .default(300),
    autoPlay: z.boolean().default(true),
    interval: z
      .number({ error: 'Enter a number of seconds' })
      .int('Enter a whole number of seconds')
      .min(2, 'At least 2 seconds')
      .max(60, 'At most 60 seconds')
      .default(6),
  }),
  defaults: {},
  images: {},
  labels: { sliderSpeed: 'Slide speed', interval: 'Time on each image', autoPlay: 'Play automatically' },
  publicFields: ['sliderSpeed', 'autoPlay', 'interval'],
  publicPath: '/hero-carousel-setting',
  console: { create: false, remove: false, route: CONTENT_ROUTES.heroCarouselSetting },
  // Its form is on the hero images' screen (hero's `admin.settings`): no screen of its own.
  admin: {
    customScreen: true,
    fields: {
      sliderSpeed: { help: 'How long the slide from one image to the next takes, 100 to 5000 ms' },
      interval: { help: 'How long each image stays before the next one, 2 to 60 s' },
    },
  },
  answers: DEFAULT_ANSWERS,
});
