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
        const style = element.style;
        const properties = [...style];
        const kept = properties.filter(property => styleAllowed(tag, property, style.getPropertyValue(property)));
        if (kept.length === properties.length) continue;
        removedStyles += 1;
        const text = kept.map(property => `${property}: ${style.getPropertyValue(property)}`).join('; ');
        if (text) element.setAttribute('style', text);
        else element.removeAttribute('style');
    }
    return { html: doc.body.innerHTML, removedImages, removedStyles };
};
