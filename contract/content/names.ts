/**
 * The light part of the content contract (no zod): the console routes of the existing collections, fixed ids and
 * the texts the console needs at start. The console learns every collection's name and route at start from the
 * build's virtual module (scripts/viteContentManifest.ts); a new collection writes its route in its declaration.
 */

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
} as const;

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
