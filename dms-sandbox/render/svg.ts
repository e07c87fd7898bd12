import sharp from 'sharp';

/** Fonts librsvg finds on Debian/Ubuntu images (DejaVu) and elsewhere; text is a label, any sans will do. */
export const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour scaled by a light factor (0 = black, 1 = unchanged, >1 towards white). */
export function shade(hex: string, factor: number): string {
  const out = rgb(hex).map((c) => {
    const v = factor <= 1 ? c * factor : c + (255 - c) * (factor - 1);
    return Math.max(0, Math.min(255, Math.round(v)));
  });
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Black or white, whichever reads better on the background. */
export function textColorOn(hex: string): string {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111111' : '#ffffff';
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function text(x: number, y: number, size: number, content: string, attrs = ''): string {
  const family = attrs.includes('font-family') ? '' : `font-family="${FONT}" `;
  return `<text x="${x}" y="${y}" ${family}font-size="${size}" ${attrs}>${escapeXml(content)}</text>`;
}

/** Rasterises an SVG to a JPEG (photos) with sharp/librsvg. */
export async function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}
