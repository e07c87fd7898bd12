import type { DmsPicture } from '../../../contract/index.ts';

/** The number just before the extension (`x-10.jpg` → 10); none → undefined. */
export const trailingNumberOf = (name: string): number | undefined => {
    const match = /(\d+)(?:\.[a-z0-9]+)?$/i.exec(name.trim());
    return match ? Number(match[1]) : undefined;
};

/**
 * Spec §3: pictures are ordered by the trailing number of their file name, so `x-9.jpg`
 * comes before `x-10.jpg` (a text sort would not). The API already orders them; the console
 * orders again because the DMS sends them shuffled and a reorder on the server is one
 * refactor away from being lost. Names without a number go last, by name.
 */
export const orderPictures = <T extends Pick<DmsPicture, 'name'>>(pictures: readonly T[]): T[] =>
    [...pictures].sort((a, b) => {
        const left = trailingNumberOf(a.name) ?? Number.POSITIVE_INFINITY;
        const right = trailingNumberOf(b.name) ?? Number.POSITIVE_INFINITY;
        if (left !== right) return left < right ? -1 : 1;
        return a.name.localeCompare(b.name, undefined, { numeric: true });
    });
