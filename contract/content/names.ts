/**
 * The light part of the content contract (no zod): names, console routes, fixed ids and the texts the console
 * needs at start. The names of the content collections, without their schemas: the console's data provider routes a resource by
 * name at start and loads the declarations (and zod's heavier parts) only when a content screen asks. A
 * declaration's `name` must be one of these (checked by TypeScript), and contract/content/names.test.ts checks
 * that every name has its declaration.
 */
export const CONTENT_COLLECTION_NAMES = ['promo', 'hero', 'heroCarouselSetting', 'warranty', 'menuItems',
  'rideShareCompanies', 'rideShareCities', 'rideShareHome', 'rdsList',
  'carousel', 'carouselSetting',
  'rideshareCategories', 'lifestyleCategories',
  'prices', 'referralDiscounts', 'delivery', 'partners', 'referrals',
  'faqList', 'financePins', 'seoPages',
  'blogPosts',
] as const;
export type ContentCollectionName = (typeof CONTENT_COLLECTION_NAMES)[number];

/** Each collection's console screen (spec §2 routes), read by the sidebar and the routes at start. */
export const CONTENT_ROUTES = {
  promo: '/home-page',
  hero: '/hero-images',
  heroCarouselSetting: '/hero-images',
  warranty: '/warranty',
  menuItems: '/menu-items',
  rideShareCompanies: '/ride-share-companies',
  rideShareCities: '/ride-share-cities',
  rideShareHome: '/rideshare-home',
  // The RDS list has no route of its own in the spec: a section of the ride-share home screen.
  rdsList: '/rideshare-home',
  rideshareCategories: '/categories',
  lifestyleCategories: '/categories',
  carousel: '/carousel',
  carouselSetting: '/carousel',
  prices: '/price-list',
  referralDiscounts: '/price-list',
  delivery: '/price-list',
  partners: '/promotion',
  referrals: '/promotion',
  faqList: '/faq',
  financePins: '/finance-info-pins',
  // One record per static page, each edited on its page's screen; the trade-in record has the screen to itself.
  seoPages: '/trade-in',
  blogPosts: '/blog',
} as const satisfies Record<ContentCollectionName, string>;

export const isContentCollection = (name: string): name is ContentCollectionName => (CONTENT_COLLECTION_NAMES as readonly string[]).includes(name);

/** The fixed id of a singleton's one document. */
export const SINGLETON_ID = 'singleton';

/** Alt text's limit (beyond the spec), read by the console's texts at start. */
export const ALT_MAX = 150;

/** Status and message of each write's answer (spec §8: the console reads them). */
export interface WriteAnswers {
  created: { status: string; message: string };
  updated: { status: string; message: string };
  deleted: { status: string; message: string };
}

export const DEFAULT_ANSWERS: WriteAnswers = {
  created: { status: 'success', message: 'Data added successfully' },
  updated: { status: 'success', message: 'Success!' },
  deleted: { status: 'deleted', message: 'Deleted' },
};
