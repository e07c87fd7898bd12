import { z } from 'zod';
import { defineCollection, requiredLink, requiredText } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/**
 * Spec §3 menu item (_id, title, linkPath); §7 its irregular calls; §8 menu add expects status 'success',
 * delete 'deleted'. The smallest collection: the README's recipe for a new content type uses it.
 */
export const menuItems = defineCollection({
  name: 'menuItems',
  label: 'Menu item',
  kind: 'list',
  path: '/menuItems',
  endpoints: {
    list: { method: 'GET', path: '/menuItems' },
    create: { method: 'POST', path: '/menuItems/createMenu' },
    update: { method: 'POST', path: '/menuItems/updateMenuItem' },
    remove: { method: 'DELETE', path: '/menuItems/{id}' },
  },
  schema: z.strictObject({
    title: requiredText('Title', 60),
    linkPath: requiredLink('Link path'),
  }),
  defaults: {},
  images: {},
  orderBy: 'position',
  publicFields: ['title', 'linkPath'],
  publicPath: '/menuItems',
  console: { create: true, remove: true, route: CONTENT_ROUTES.menuItems },
  admin: { customScreen: true, menu: { group: 'home', icon: 'ListAlt', order: 40, label: 'Menu items' } },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
  unique: ['title'],
});
