import { describe, expect, it } from 'vitest';
import { blogLinksOf, safeHref, safeImageSrc, styleAllowed } from './blogRichText.ts';

describe('the rich-text allow-list', () => {
  it('takes http(s), mailto and site paths as links, nothing else', () => {
    for (const ok of ['https://example.com/a', 'http://example.com', 'mailto:a@example.com', '/blog/x/y'])
      expect(safeHref(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      ' https://example.com',
      'java\tscript:x',
      '//evil.example',
      'data:text/html,x',
      'vbscript:x',
      'https:///x',
      '/\\evil',
      'blog/x',
      '',
    ]) {
      expect(safeHref(bad), bad).toBe(false);
    }
  });

  it('takes only the platform media files as images', () => {
    expect(safeImageSrc('/media/blog/0b6f7d6e-2f6c-4d8e-9a43-5c1f1e6b7a10.jpg')).toBe(true);
    expect(safeImageSrc('/media/blog/0b6f7d6e-2f6c-4d8e-9a43-5c1f1e6b7a10-480.webp')).toBe(true);
    for (const bad of [
      'https://example.com/a.jpg',
      '/media/../etc/passwd.jpg',
      'data:image/png;base64,AAAA',
      '/media/blog/x.jpg',
    ])
      expect(safeImageSrc(bad), bad).toBe(false);
  });

  it('takes the colour tokens, 12-72px and text alignment as styles', () => {
    expect(styleAllowed('span', 'color', 'var(--color-cta)')).toBe(true);
    expect(styleAllowed('span', 'color', '#ff0000')).toBe(false);
    expect(styleAllowed('span', 'font-size', '12px')).toBe(true);
    expect(styleAllowed('span', 'font-size', '72px')).toBe(true);
    expect(styleAllowed('span', 'font-size', '73px')).toBe(false);
    expect(styleAllowed('span', 'font-size', '11px')).toBe(false);
    expect(styleAllowed('p', 'text-align', 'center')).toBe(true);
    expect(styleAllowed('p', 'color', 'var(--color-cta)')).toBe(false);
    expect(styleAllowed('span', 'background-image', 'url(x)')).toBe(false);
  });

  it('finds the body links to blog addresses', () => {
    expect(
      blogLinksOf(
        '<p><a href="/blog/a/b">x</a> <a href="https://example.com">y</a> <a target="_blank" href="/blog/c/d?x=1&amp;y=2">z</a></p>',
      ),
    ).toEqual(['/blog/a/b', '/blog/c/d?x=1&y=2']);
  });
});
