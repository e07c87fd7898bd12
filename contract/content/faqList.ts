import { z } from 'zod';
import { defineCollection, hexColor, optionalImage, requiredText } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/** Spec §5: FAQ title at most 35 characters. */
export const FAQ_TITLE_MAX = 35;

/**
 * Spec §3 FAQ (_id, title max 35, textColor, img, active), §7 calls (GET/POST /faq-list, PUT/DELETE /faq-list/{id}).
 * An entry is a card on the public FAQ page: its title written in textColor over its image. The image is 16:9
 * (the card's shape, as wide as the page's ride-share city images) in the media folder 'faq'; an active entry
 * needs one. Active entries are public, in the order staff give them (position).
 */
export const faqList = defineCollection({
  name: 'faqList',
  label: 'FAQ entry',
  kind: 'list',
  path: '/faq-list',
  endpoints: {
    list: { method: 'GET', path: '/faq-list' },
    create: { method: 'POST', path: '/faq-list' },
    update: { method: 'PUT', path: '/faq-list/{id}' },
    remove: { method: 'DELETE', path: '/faq-list/{id}' },
  },
  schema: z.strictObject({
    title: requiredText('Title', FAQ_TITLE_MAX),
    textColor: hexColor.default(''),
    img: optionalImage,
    active: z.boolean({ error: 'Active must be true or false' }).default(false),
  }),
  defaults: { active: false },
  images: { img: { ratio: 16 / 9, folder: 'faq', minWidth: 640 } },
  orderBy: 'position',
  publicFields: ['title', 'textColor', 'img'],
  publishFlag: 'active',
  labels: { textColor: 'Text colour', img: 'Image' },
  requiredWhenPublished: ['img'],
  publicPath: '/faq-list',
  publicAliases: ['/faq'],
  console: { create: true, remove: true, route: CONTENT_ROUTES.faqList },
  // /admin/faq holds the entries and, under them, the FAQ page's SEO section. Spec §4: add and update modes (the
  // dialog's), an active toggle.
  admin: {
    titleField: 'title',
    pageSeo: 'faq',
    plural: 'FAQ entries',
    columns: ['title', 'textColor', 'img', 'active'],
    toggles: ['active'],
    edit: 'dialog',
    menu: { group: 'staticPublic', icon: 'QuestionAnswer', order: 70, label: 'FAQ' },
    fields: {
      img: {
        help: 'A 16:9 picture: the public FAQ page writes the title over it, in the text colour. An active entry needs one.',
      },
      active: { help: 'Active entries show on the public FAQ page.' },
    },
    texts: {
      listTitle: 'FAQ',
      add: 'Add an FAQ entry',
      createTitle: 'Add an FAQ entry',
      editTitle: 'Update the FAQ entry "%{title}"',
      empty: 'No FAQ entries yet.',
      deleteContent: 'The entry disappears from the public FAQ page. Its history is kept.',
    },
  },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
});
