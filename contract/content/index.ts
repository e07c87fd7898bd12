import type { CollectionDeclaration } from './define.ts';
import { hero } from './hero.ts';
import { heroCarouselSetting } from './heroCarouselSetting.ts';
import { menuItems } from './menuItems.ts';
import { promo } from './promo.ts';
import { warranty } from './warranty.ts';

export * from './define.ts';
export * from './api.ts';
export * from './rules.ts';
export * from './names.ts';
export { hero, heroCarouselSetting, menuItems, promo, warranty };

/** Every content collection; the server mounts each, the console registers each as a resource. */
export const collections: readonly CollectionDeclaration[] = [promo, hero, heroCarouselSetting, warranty, menuItems];

export const collectionByName = (name: string): CollectionDeclaration | undefined => collections.find((c) => c.name === name);
