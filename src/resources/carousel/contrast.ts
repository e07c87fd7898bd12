/**
 * WCAG 2.x contrast (beyond the spec): the carousel's text over its background. Relative luminance of sRGB colours
 * and their ratio, (L1 + 0.05) / (L2 + 0.05), from 1 (none) to 21 (black on white). AA asks 4.5:1 of normal text.
 */
export const WCAG_AA_NORMAL_TEXT = 4.5;

/** '#abc' or '#aabbcc' → [r, g, b] in 0..255; anything else → null. */
export function parseHex(hex: string): [number, number, number] | null {
  const hexDigits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!hexDigits) return null;
  const digits = hexDigits.length === 3 ? [...hexDigits].map((d) => d + d).join('') : hexDigits;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export const relativeLuminance = ([r, g, b]: [number, number, number]) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The contrast ratio of two hex colours, or null when either is not one. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) return null;
  const [one, other] = [relativeLuminance(fg), relativeLuminance(bg)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** '4.48': two decimals, rounded down, so a ratio shown as 4.50 always passes AA. */
export const formatContrast = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);
