import { z } from 'zod';
import { defineCollection, requiredText } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

/**
 * Spec §3 ride-share company (_id, name, isActive); §7 GET/POST /ride-share-companies, PUT/DELETE
 * /ride-share-companies/{id}. Names are unique (case-insensitive); the public site reads the active ones.
 */
export const rideShareCompanies = defineCollection({
  name: 'rideShareCompanies',
  label: 'Ride-share company',
  kind: 'list',
  path: '/ride-share-companies',
  endpoints: {
    list: { method: 'GET', path: '/ride-share-companies' },
    create: { method: 'POST', path: '/ride-share-companies' },
    update: { method: 'PUT', path: '/ride-share-companies/{id}' },
    remove: { method: 'DELETE', path: '/ride-share-companies/{id}' },
  },
  schema: z.strictObject({
    name: requiredText('Name', 80),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  }),
  defaults: { isActive: true },
  images: {},
  orderBy: 'position',
  publicFields: ['name'],
  publishFlag: 'isActive',
  labels: { isActive: 'Active' },
  publicPath: '/ride-share-companies',
  console: { create: true, remove: true, route: CONTENT_ROUTES.rideShareCompanies },
  admin: {
    titleField: 'name',
    plural: 'Ride-share companies',
    columns: ['name', 'isActive'],
    edit: 'dialog',
    menu: { group: 'operations', icon: 'LocalTaxi', order: 30, label: 'Ride-share companies' },
    // The active switch saves at once in its row ('Lyft active').
    toggles: ['isActive'],
    texts: {
      add: 'Add company',
      editTitle: 'Edit ride-share company',
      deleteContent: 'The company disappears from the public site. Its history is kept.',
    },
  },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
  unique: ['name'],
});
