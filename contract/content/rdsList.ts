import { z } from 'zod';
import { DMS_ZONES } from '../dms.ts';
import { defineCollection } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';

export const RDS_ZONE_MESSAGE = `Pick one of the zones: ${DMS_ZONES.join(', ')}`;

/**
 * The RDS list (spec §7: GET/POST /rds-list, PATCH/DELETE /rds-list/{id}; §3 shows no fields). Our reading
 * (README "Ride-share"): the DMS's RSDVehicleList is every ride-share delivery vehicle by zone; this is the
 * admins' curated pick of them for the public ride-share pages, one entry per vehicle and zone, in display order
 * (`position`), shown when visible. The stock id must be in the inventory (server/content/hooks/rdsList.ts).
 */
export const rdsList = defineCollection({
  name: 'rdsList',
  label: 'RDS vehicle',
  kind: 'list',
  path: '/rds-list',
  endpoints: {
    list: { method: 'GET', path: '/rds-list' },
    create: { method: 'POST', path: '/rds-list' },
    update: { method: 'PATCH', path: '/rds-list/{id}' },
    remove: { method: 'DELETE', path: '/rds-list/{id}' },
  },
  schema: z.strictObject({
    stockId: z
      .string({ error: 'Stock id is required' })
      .trim()
      .min(1, 'Stock id is required')
      .max(40, 'At most 40 characters'),
    zone: z.enum(DMS_ZONES, { error: RDS_ZONE_MESSAGE }),
    visible: z.boolean({ error: 'Visible must be true or false' }).default(true),
  }),
  defaults: { visible: true },
  images: {},
  orderBy: 'position',
  publicFields: ['stockId', 'zone'],
  publishFlag: 'visible',
  labels: { stockId: 'Stock id' },
  publicPath: '/rds-list',
  console: { create: true, remove: true, route: CONTENT_ROUTES.rdsList },
  admin: {
    // A section of /admin/rideshare-home; entries are added from the DMS's list there, never edited on a form.
    customScreen: true,
    titleField: 'stockId',
    plural: 'RDS list',
    texts: {
      empty: 'The RDS list is empty.',
      deleteContent: 'The vehicle stays in the inventory; it only leaves the public ride-share pages.',
    },
  },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
});
