import type { ContentDocument, ImageValue } from '../../../contract/content/index.ts';

/** Spec §3 warranty (title, visible, image src, mobileImg) with the document envelope (version, position, …). */
export type WarrantyRecord = ContentDocument & {
    title: string;
    visible: boolean;
    img: ImageValue | null;
    mobileImg: ImageValue | null;
};
