import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './pastedContent.ts';

const MEDIA = '/media/blog/0f8fad5b-d9cb-469f-a165-70867728950e.webp';

describe('pasting into the blog editor', () => {
  it('keeps what the public site keeps: media images, the colour tokens, font sizes and alignment', () => {
    const html = `<p style="text-align: center"><span style="color: var(--color-cta); font-size: 24px">Hi</span><img src="${MEDIA}" alt="A car"></p>`;
    const pasted = cleanPastedHtml(html);
    expect(pasted).toMatchObject({ removedImages: 0, removedStyles: 0 });
    expect(pasted.html).toContain(`src="${MEDIA}"`);
    expect(pasted.html).toContain('color: var(--color-cta)');
  });

  it('leaves out images from other sites and styles outside the allow-list, and counts them', () => {
    const html =
      '<p><span style="color: rgb(255, 0, 0); font-size: 24px; font-family: Comic Sans MS">Red</span>' +
      '<img src="https://elsewhere.example/car.jpg"><span style="background: yellow">Marked</span></p>';
    const pasted = cleanPastedHtml(html);
    expect(pasted).toMatchObject({ removedImages: 1, removedStyles: 2 });
    expect(pasted.html).not.toContain('elsewhere.example');
    expect(pasted.html).not.toContain('rgb(255');
    expect(pasted.html).not.toContain('background');
    expect(pasted.html).toContain('font-size: 24px');
    expect(pasted.html).toContain('Marked');
  });
});
