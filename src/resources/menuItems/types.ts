import type { ContentDocument } from '../../../contract/content/index.ts';

/** Spec §3 menu item (_id, title, linkPath) with the document envelope the server keeps (version, position, …). */
export type MenuItemRecord = ContentDocument & {
    title: string;
    linkPath: string;
    /** Present on write answers only (spec §8: the console reads it). */
    status?: string;
    message?: string;
};
