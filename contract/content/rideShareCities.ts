import { z } from 'zod';
import { urlSlug } from '../slug.ts';
import { defineCollection, hexColor, optionalImage, requiredText, text } from './define.ts';
import { DMS_ZONES } from '../dms.ts';
import { CONTENT_ROUTES } from './names.ts';
import { RDS_ZONE_MESSAGE } from './rdsList.ts';
import { metaFields, SEO_LABELS, seoTagsField } from './seo.ts';

/** Spec §5/§9: the zone select holds at most 7. */
export const CITY_ZONES_MAX = 7;
export const ZONE_REQUIRED = 'Pick at least one zone';
export const ZONES_OVER = `Pick at most ${CITY_ZONES_MAX} zones`;
export const ZONES_TWICE = 'Each zone may be picked once';
/** A zone the DMS does not have: the RDS list's own message, from the same list (contract/dms.ts DMS_ZONES). */
export const ZONE_UNKNOWN = RDS_ZONE_MESSAGE;
/**
 * The work state is a US state's or territory's USPS abbreviation (the DMS's state values: 'TX'): the 50 states,
 * DC, and the territories (AS, GU, MP, PR, VI, UM). Typed in any case, stored in capitals.
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
  'UM',
] as const;
export const WORK_STATE_UNKNOWN = 'Work state must be a US state or territory abbreviation, such as TX';
/** Spec §5: the console's info toast when a required field is empty. */
export const FILL_REQUIRED = 'Please fill required fields';

/**
 * The city page's address (README: "Ride-share"): `/ride-share/{work state}/{city}/{plate type}`, each a
 * by the one URL rule, contract/slug.ts ('TX', 'Fort Worth', 'TLC' → /ride-share/tx/fort-worth/tlc). Derived on every
 * write, never edited; a city saved before that rule keeps its old address as an alias (server/routes/rideShare.ts).
 */
export const cityUrl = (d: { workState: string; cityName: string; plateType: string }) =>
  `/ride-share/${urlSlug(d.workState)}/${urlSlug(d.cityName)}/${urlSlug(d.plateType)}`;

/** A required text that must give a URL segment (a city named '!!!' would make '/ride-share/tx//tlc'). */
const segmentText = (label: string, max: number) =>
  requiredText(label, max).refine((v) => urlSlug(v) !== '', `${label} needs at least one letter or digit`);

/** Spelling as the DMS's: capitals, single blanks ('midwest  plains' → 'MIDWEST PLAINS'). */
const zoneName = z
  .string({ error: 'A zone must be text' })
  .trim()
  .min(1, 'A zone must be text')
  .max(40, 'At most 40 characters')
  .transform((v) => v.toUpperCase().replace(/\s+/g, ' '));
const knownZone = (zone: string) => (DMS_ZONES as readonly string[]).includes(zone);

const workState = requiredText('Work state', 60)
  .transform((v) => v.toUpperCase())
  .refine((v) => (US_STATE_CODES as readonly string[]).includes(v), WORK_STATE_UNKNOWN);

/**
 * Spec §3 ride-share city (cityName, workState, plateType, zone[], active, SEO fields, citySpecificText, textColor,
 * img, url); §7 the /ride-share-seo calls (the seo-list and image removal: server/routes/rideShare.ts). Zones and
 * states are the DMS's names (RSDZoneCount, GetStateByZone...): workState is the state's value ('TX').
 */
export const rideShareCities = defineCollection({
  name: 'rideShareCities',
  label: 'Ride-share city',
  kind: 'list',
  path: '/ride-share-seo',
  endpoints: {
    list: { method: 'GET', path: '/ride-share-seo' },
    create: { method: 'POST', path: '/ride-share-seo' },
    update: { method: 'PUT', path: '/ride-share-seo/{id}' },
    remove: { method: 'DELETE', path: '/ride-share-seo/{id}' },
  },
  schema: z.strictObject({
    cityName: segmentText('City name', 80),
    workState,
    plateType: segmentText('Plate type', 40),
    zone: z
      .array(zoneName, { error: ZONE_REQUIRED })
      .min(1, ZONE_REQUIRED)
      .max(CITY_ZONES_MAX, ZONES_OVER)
      // Past the limit that message alone is said (the first of a field's messages is the one shown).
      .refine((zones) => zones.length > CITY_ZONES_MAX || zones.every(knownZone), ZONE_UNKNOWN)
      .refine((zones) => new Set(zones).size === zones.length, ZONES_TWICE),
    active: z.boolean({ error: 'Active must be true or false' }).default(false),
    ...metaFields(false),
    seoTags: seoTagsField(false),
    citySpecificText: text(5000).default(''),
    textColor: hexColor.default(''),
    img: optionalImage,
  }),
  defaults: { active: false, zone: [] },
  images: { img: { ratio: 16 / 9.09, folder: 'ride-share-cities', minWidth: 800 } },
  orderBy: 'position',
  publicFields: [
    'cityName',
    'workState',
    'plateType',
    'zone',
    'metaTitle',
    'metaDescription',
    'metaKeywords',
    'seoTags',
    'citySpecificText',
    'textColor',
    'img',
    'url',
  ],
  publishFlag: 'active',
  labels: {
    ...SEO_LABELS,
    zone: 'Zones',
    img: 'Image',
    citySpecificText: 'City-specific text',
    textColor: 'Text colour',
    url: 'URL',
  },
  publicPath: '/ride-share-seo',
  publicAliases: ['/ride-share-cities'],
  console: { create: true, remove: true, route: CONTENT_ROUTES.rideShareCities },
  // Spec §2/§4: the table at /admin/ride-share-cities with the active switch, the form in add mode
  // (/admin/rideShareCities/create) or update mode (/:id); the DMS-driven zone and state selects are the console's own.
  admin: {
    titleField: 'cityName',
    plural: 'Ride-share city pages',
    columns: ['cityName', 'workState', 'plateType', 'zone', 'url', 'active'],
    toggles: ['active'],
    filters: ['active'],
    menu: { group: 'staticPublic', icon: 'LocationCity', order: 10, label: 'Ride share cities' },
    fields: {
      workState: { component: 'CityZoneState' },
      zone: { input: 'hidden', format: (v) => (Array.isArray(v) ? v.join(', ') : '') },
      citySpecificText: { input: 'textarea' },
      img: {
        component: 'CityImage',
        help: '"Remove image" only clears the image from this form: it goes when you save.',
      },
    },
    texts: {
      add: 'Add city page',
      createTitle: 'New ride-share city page',
      editTitle: 'Ride-share city page "%{title}"',
      empty: 'No city pages yet.',
      deleteContent: 'The page disappears from the public site. Its history is kept.',
      required: FILL_REQUIRED,
    },
  },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
  // Two cities cannot share an address: the same state, city and plate type (in any case or spelling of blanks).
  unique: ['url'],
  derived: { fields: ['url'], compute: (d) => ({ url: cityUrl(d) }) },
});
