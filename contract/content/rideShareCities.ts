import { z } from 'zod';
import { defineCollection, hexColor, optionalImage, requiredText, text } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';
import { metaFields, SEO_LABELS, seoTagsField } from './seo.ts';

/** Spec §5/§9: the zone select holds at most 7. */
export const CITY_ZONES_MAX = 7;
export const ZONE_REQUIRED = 'Pick at least one zone';
export const ZONES_OVER = `Pick at most ${CITY_ZONES_MAX} zones`;
export const ZONES_TWICE = 'Each zone may be picked once';
/** Spec §5: the console's info toast when a required field is empty. */
export const FILL_REQUIRED = 'Please fill required fields';

/**
 * A URL segment: lower case, accents dropped, anything but letters and digits one dash ('St. Louis' → 'st-louis').
 * Pure, so the console shows the URL live with the server's own function.
 */
export const urlSegment = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The city page's address (README: "Ride-share"): `/ride-share/{work state}/{city}/{plate type}`, each a
 * urlSegment ('TX', 'Fort Worth', 'TLC' → /ride-share/tx/fort-worth/tlc). Derived on every write, never edited.
 */
export const cityUrl = (d: { workState: string; cityName: string; plateType: string }) =>
  `/ride-share/${urlSegment(d.workState)}/${urlSegment(d.cityName)}/${urlSegment(d.plateType)}`;

/** A required text that must give a URL segment (a city named '!!!' would make '/ride-share/tx//tlc'). */
const segmentText = (label: string, max: number) =>
  requiredText(label, max).refine((v) => urlSegment(v) !== '', `${label} needs at least one letter or digit`);

const zoneName = z.string({ error: 'A zone must be text' }).trim().min(1, 'A zone must be text').max(40, 'At most 40 characters');

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
    workState: segmentText('Work state', 60),
    plateType: segmentText('Plate type', 40),
    zone: z
      .array(zoneName, { error: ZONE_REQUIRED })
      .min(1, ZONE_REQUIRED)
      .max(CITY_ZONES_MAX, ZONES_OVER)
      .refine((zones) => new Set(zones.map((z) => z.toUpperCase())).size === zones.length, ZONES_TWICE),
    active: z.boolean({ error: 'Active must be true or false' }).default(false),
    ...metaFields(false),
    seoTags: seoTagsField(false),
    citySpecificText: text(5000).default(''),
    textColor: hexColor.default(''),
    img: optionalImage,
  }),
  defaults: { active: false, zone: [] },
  images: { img: { ratio: 16 / 9.09, folder: 'ride-share-cities' } },
  orderBy: 'position',
  publicFields: ['cityName', 'workState', 'plateType', 'zone', 'metaTitle', 'metaDescription', 'metaKeywords', 'seoTags', 'citySpecificText', 'textColor', 'img', 'url'],
  publishFlag: 'active',
  labels: { ...SEO_LABELS, zone: 'Zones', img: 'Image', citySpecificText: 'City-specific text' },
  publicPath: '/ride-share-cities',
  console: { create: true, remove: true, route: CONTENT_ROUTES.rideShareCities },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Data deleted successfully' },
  },
  // Two cities cannot share an address: the same state, city and plate type (in any case or spelling of blanks).
  unique: ['url'],
  derived: { fields: ['url'], compute: (d) => ({ url: cityUrl(d) }) },
});
