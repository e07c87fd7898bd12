import type { DmsPicture } from './dms.ts';

/** The number just before the extension (`x-10.jpg` → 10); none → undefined. */
export const trailingNumberOf = (name: string): number | undefined => {
  const match = /(\d+)(?:\.[a-z0-9]+)?$/i.exec(name.trim());
  return match ? Number(match[1]) : undefined;
};

/**
 * Spec §3: pictures are ordered by the trailing number of their file name, so `x-9.jpg` comes before `x-10.jpg`
 * (a text sort would not); names without a number go last, by name. One rule for the sync's summary, the API's
 * vehicle and the console.
 */
export const orderPictures = <T extends Pick<DmsPicture, 'name'>>(pictures: readonly T[]): T[] =>
  pictures
    .map((picture) => ({ picture, n: trailingNumberOf(picture.name) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) =>
      a.n !== b.n ? (a.n < b.n ? -1 : 1) : a.picture.name.localeCompare(b.picture.name, undefined, { numeric: true }),
    )
    .map((x) => x.picture);
