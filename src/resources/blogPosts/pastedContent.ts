import { safeImageSrc, styleAllowed } from '../../../contract/content/blogRichText.ts';

export interface PastedContent {
  html: string;
  /** What the public site's allow-list would have dropped on save: left out of the paste instead. */
  removedImages: number;
  removedStyles: number;
}

/**
 * Pasted HTML, kept to what the server keeps (the shared allow-list of contract/content/blogRichText.ts): images
 * from other sites and styles outside the blog's colours, sizes and alignments were shown in the editor and then
 * silently dropped by the server's sanitiser on save. Now the editor never shows them, and says what it left out.
 */
export const cleanPastedHtml = (html: string): PastedContent => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  let removedImages = 0;
  let removedStyles = 0;
  for (const img of doc.body.querySelectorAll('img')) {
    if (safeImageSrc(img.getAttribute('src'))) continue;
    img.remove();
    removedImages += 1;
  }
  for (const element of doc.body.querySelectorAll<HTMLElement>('[style]')) {
    const tag = element.tagName.toLowerCase();
    // The declarations as written: the CSS object model expands shorthands differently from one engine to the
    // next (text-align into text-align-all and -last in jsdom), and the allow-list speaks of what was written.
    const declarations = (element.getAttribute('style') ?? '')
      .split(';')
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => {
        const colon = text.indexOf(':');
        return colon < 0
          ? { property: text.toLowerCase(), value: '' }
          : { property: text.slice(0, colon).trim().toLowerCase(), value: text.slice(colon + 1).trim() };
      });
    const kept = declarations.filter(({ property, value }) => styleAllowed(tag, property, value));
    if (kept.length === declarations.length) continue;
    removedStyles += 1;
    const text = kept.map(({ property, value }) => `${property}: ${value}`).join('; ');
    if (text) element.setAttribute('style', text);
    else element.removeAttribute('style');
  }
  return { html: doc.body.innerHTML, removedImages, removedStyles };
};
