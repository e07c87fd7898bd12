import type { CollectionDeclaration } from './define.ts';
import { hero } from './hero.ts';
import { heroCarouselSetting } from './heroCarouselSetting.ts';
import { menuItems } from './menuItems.ts';
import { promo } from './promo.ts';
import { warranty } from './warranty.ts';
import { rdsList } from './rdsList.ts';
import { rideShareCities } from './rideShareCities.ts';
import { rideShareCompanies } from './rideShareCompanies.ts';
import { rideShareHome } from './rideShareHome.ts';
import { carousel } from './carousel.ts';
import { carouselSetting } from './carouselSetting.ts';
import { lifestyleCategories } from './lifestyleCategories.ts';
import { rideshareCategories } from './rideshareCategories.ts';
import { delivery } from './delivery.ts';
import { partners } from './partners.ts';
import { prices } from './prices.ts';
import { referralDiscounts } from './referralDiscounts.ts';
import { referrals } from './referrals.ts';
import { faqList } from './faqList.ts';
import { financePins } from './financePins.ts';
import { seoPages } from './seoPages.ts';
import { blogPosts } from './blogPosts.ts';

export * from './define.ts';
export * from './admin.ts';
export * from './schemaFields.ts';
export * from './api.ts';
export * from './rules.ts';
export * from './names.ts';
export * from './imagePaths.ts';
export * from './order.ts';
export * from './publicPaths.ts';
export { carouselSubCategory, CAROUSEL_RATIOS, type CarouselSubCategory, type CarouselCard } from './carousel.ts';
export { hero, heroCarouselSetting, menuItems, promo, warranty };
export { rdsList, rideShareCities, rideShareCompanies, rideShareHome };
export { carousel, carouselSetting };
export { lifestyleCategories, rideshareCategories };
export { LIFESTYLE_CATEGORY_NAMES } from './lifestyleCategories.ts';
export { RIDESHARE_CATEGORY_NAMES } from './rideshareCategories.ts';
export { delivery, partners, prices, referralDiscounts, referrals };
export * from './money.ts';
export { DELIVERY_MILES_MAX, DELIVERY_MILES_MESSAGE, DELIVERY_MILES_MIN } from './delivery.ts';
export { CONTACT_NUMBER_MESSAGE, PROMO_CODE_MESSAGE, PROMO_LINK_MESSAGE } from './partners.ts';
export { faqList, financePins, seoPages };
export { FAQ_TITLE_MAX } from './faqList.ts';
export { FINANCE_PIN_DESCRIPTION_MAX, FINANCE_PIN_PAGES, financePinId, type FinancePinPage } from './financePins.ts';
export { SEO_PAGE_NAMES, SEO_PAGE_UNKNOWN, type SeoPageName } from './seoPages.ts';
export { blogPosts };
export { BLOG_HTML_MAX, BLOG_TITLE_MAX, BLOG_CATEGORY_MAX, URL_TAKEN } from './blogPosts.ts';

/** Every content collection; the server mounts each, the console registers each as a resource. */
export const collections: readonly CollectionDeclaration[] = [
  promo,
  hero,
  heroCarouselSetting,
  warranty,
  menuItems,
  rideShareCompanies,
  rideShareCities,
  rideShareHome,
  rdsList,
  carousel,
  carouselSetting,
  rideshareCategories,
  lifestyleCategories,
  prices,
  referralDiscounts,
  delivery,
  partners,
  referrals,
  faqList,
  financePins,
  seoPages,
  blogPosts,
];

export const collectionByName = (name: string): CollectionDeclaration | undefined =>
  collections.find((c) => c.name === name);
