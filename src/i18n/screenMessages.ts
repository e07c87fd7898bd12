import { blogMessages } from './blog.en.ts';
import { bodyTypesMessages } from './bodyTypes.en.ts';
import { carouselMessages } from './carousel.en.ts';
import { categoriesMessages } from './categories.en.ts';
import { contentGenericMessages } from './contentGeneric.en.ts';
import { promotionMessages } from './promotion.en.ts';
import { rideShareMessages } from './rideShare.en.ts';
import { settingsMessages } from './settings.en.ts';
import { staticPagesMessages } from './staticPages.en.ts';

/**
 * The texts screens add when their chunk loads (src/custom/layout/screenChunk.ts). Unit tests render screens without
 * their chunk loader, so the test setup adds them all at once; the console never imports this file.
 */
export const screenMessages = [
  blogMessages,
  bodyTypesMessages,
  carouselMessages,
  categoriesMessages,
  contentGenericMessages,
  promotionMessages,
  rideShareMessages,
  settingsMessages,
  staticPagesMessages,
];
