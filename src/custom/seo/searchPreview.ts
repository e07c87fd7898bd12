/** Search engines cut long titles and snippets at a word, with an ellipsis (about 60 and 160 characters). */
export const truncateForPreview = (value: string, max: number): string => {
  const clean = value.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};

export const PREVIEW_TITLE_MAX = 60;
export const PREVIEW_DESCRIPTION_MAX = 160;

/** Where the public site lives; the console's own origin when not configured. */
export const publicSiteUrl = (): URL => {
  const configured: unknown = import.meta.env.VITE_PUBLIC_SITE_URL;
  try {
    return new URL(typeof configured === 'string' && configured !== '' ? configured : window.location.origin);
  } catch {
    return new URL(window.location.origin);
  }
};
