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
  admin: {
    titleField: 'title',
    columns: ['title', 'linkPath'],
    edit: 'dialog',
    // Spec §2: "Row actions have a 1 s delay" (RowActionDelay.tsx says how we read it).
    rowActionDelay: 1000,
    menu: { group: 'home', icon: 'ListAlt', order: 40, label: 'Menu items' },
    fields: { linkPath: { help: 'A path on the site such as /inventory, or a full http(s) address' } },
    texts: {
      createTitle: 'Add menu item',
      editTitle: 'Edit menu item',
      deleteContent: "The link disappears from the public site's menu.",
      empty: 'No menu items yet: Add menu item creates the first one.',
    },
  },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
  unique: ['title'],
});
