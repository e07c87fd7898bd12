import { z } from 'zod';
import { defineCollection, optionalImage, requiredText } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

export const HOME_IMAGE_REQUIRED = 'Image is required';

/**
 * Spec §3 ride-share home item (title, visible, img {publicId, src}, mobileImg {publicId, mobileSrc}); §5 title at
 * most 70, adding needs an image, a duplicate title 'Data already exists with title - {title}' (`unique`). §7 gives
 * no paths: list, create, update, delete under /ride-share-home (README). Ratios: the home images', 16:4.98 and 1:1.
 */
export const rideShareHome = defineCollection({
  name: 'rideShareHome',
  label: 'Ride-share home item',
  kind: 'list',
  path: '/ride-share-home',
  endpoints: {
    list: { method: 'GET', path: '/ride-share-home' },
    create: { method: 'POST', path: '/ride-share-home' },
    update: { method: 'PUT', path: '/ride-share-home/{id}' },
    remove: { method: 'DELETE', path: '/ride-share-home/{id}' },
  },
  schema: z.strictObject({
    title: requiredText('Title', 70),
    visible: z.boolean({ error: 'Visible must be true or false' }).default(false),
    // The desktop image is the one an item cannot do without; the mobile one falls back to it on the public site.
    img: optionalImage.refine((v) => v !== null, HOME_IMAGE_REQUIRED),
    mobileImg: optionalImage,
  }),
  defaults: { visible: false },
  images: {
    img: { ratio: 16 / 4.98, folder: 'home-images', required: true, minWidth: 1200 },
    mobileImg: { ratio: 1, folder: 'home-images', srcKey: 'mobileSrc', minWidth: 400 },
  },
  orderBy: 'position',
  publicFields: ['title', 'img', 'mobileImg'],
  publishFlag: 'visible',
  labels: { img: 'Desktop image', mobileImg: 'Mobile image' },
  publicPath: '/ride-share-home',
  console: { create: true, remove: true, route: CONTENT_ROUTES.rideShareHome },
  admin: {
    // Its table is a section of /admin/rideshare-home (with the RDS list and the page's SEO); its pages are generic.
    customScreen: true,
    titleField: 'title',
    menu: { group: 'staticPublic', icon: 'HomeWork', order: 20, label: 'Ride share home' },
    texts: {
      add: 'Add home item',
      empty: 'No home items yet.',
      deleteContent: 'The item disappears from the public site. Its history is kept.',
    },
  },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
  unique: ['title'],
});
