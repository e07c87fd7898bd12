/**
 * The URL rules in force before contract/slug.ts (issue 25), frozen: addresses the public site already links to
 * were built with them and stay stored until their record is next saved. Used only to recognise such an address
 * once its record has moved to the one rule (docs/api.md "URLs from names"); never to build a new one.
 * The page SEO ids and ride-share category ids had rules of their own too, but their inputs are fixed lists on
 * which every rule agrees (contract/slug.test.ts), so no alias is needed for them.
 */

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** The blog's segment rule (was blogSlug): other scripts kept as they are ('Ελληνικά' → 'ελληνικα'). */
export const legacyBlogSlug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .replace(/[\s\-_‐-―]+/g, ' ')
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .trim()
    .replace(/ +/g, '-');

export const legacyBlogUrl = (category: string, title: string) =>
  `/blog/${legacyBlogSlug(category)}/${legacyBlogSlug(title)}`;

/** The city segment rule (was urlSegment): any run of non-ASCII-alphanumerics one dash ("St. John's" → 'st-john-s'). */
const legacyCitySegment = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const legacyCityUrl = (d: { workState: string; cityName: string; plateType: string }) =>
  `/ride-share/${legacyCitySegment(d.workState)}/${legacyCitySegment(d.cityName)}/${legacyCitySegment(d.plateType)}`;
