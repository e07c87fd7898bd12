import type { CarouselSubCategory, ImageValue } from '../../../contract/content/index.ts';

/** A category card as the admin API answers it (contract/content/carousel.ts, with the document's envelope). */
export interface CarouselCardRecord {
    id: string;
    _id: string;
    version: number;
    position: number;
    title: string;
    description: string;
    link: string;
    visible: boolean;
    image: ImageValue | null;
    mobileImage: ImageValue | null;
    logoImage: ImageValue | null;
    subCategories: CarouselSubCategory[];
}
