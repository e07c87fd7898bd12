import { HOTSPOT_SIZE, type HotspotSubject } from '../assets.ts';
import type { VehicleCore } from '../generate.ts';
import { shade, svgDocument, text } from './svg.ts';

/** Close-up photos for hotspots: one simple sketch per subject, in the vehicle's paint or trim. */

const { width: W, height: H } = HOTSPOT_SIZE;
const CX = W / 2;
const CY = H / 2 - 20;

function polar(r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [CX + r * Math.cos(a), CY + r * Math.sin(a)];
}

function panel(paint: string): string {
  return `<defs><linearGradient id="panel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(paint, 1.25)}"/><stop offset="1" stop-color="${shade(paint, 0.75)}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#panel)"/>`;
}

const SKETCH: Record<HotspotSubject['draw'], (core: VehicleCore) => string> = {
  wheel: (core) =>
    panel(core.exterior.hex) +
    `<circle cx="${CX}" cy="${CY}" r="215" fill="#141416"/><circle cx="${CX}" cy="${CY}" r="150" fill="#c9ccd1" stroke="#777" stroke-width="6"/>` +
    `<circle cx="${CX}" cy="${CY}" r="118" fill="#8d9096"/>` +
    [0, 72, 144, 216, 288]
      .map((d) => {
        const [x, y] = polar(140, d - 90);
        return `<line x1="${CX}" y1="${CY}" x2="${x}" y2="${y}" stroke="#d7dadf" stroke-width="34" stroke-linecap="round"/>`;
      })
      .join('') +
    `<circle cx="${CX}" cy="${CY}" r="34" fill="#55585d"/>`,
  headlight: (core) =>
    panel(core.exterior.hex) +
    `<path d="M 150 330 Q 180 170 420 150 L 680 170 Q 700 300 560 360 Z" fill="#e8edf2" stroke="#333" stroke-width="8"/>` +
    [300, 420, 540]
      .map((x) => `<circle cx="${x}" cy="250" r="48" fill="#fffbe6" stroke="#aab" stroke-width="6"/>`)
      .join(''),
  screen: () =>
    `<rect width="${W}" height="${H}" fill="#1d1e21"/><rect x="140" y="90" width="520" height="320" rx="18" fill="#0e2a47" stroke="#666" stroke-width="8"/>` +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) => `<line x1="${160 + i * 100}" y1="100" x2="${120 + i * 90}" y2="400" stroke="#2f6ea5" stroke-width="6"/>`,
      )
      .join('') +
    `<path d="M 200 380 L 400 200 L 600 300" fill="none" stroke="#4fc3f7" stroke-width="12"/>` +
    text(400, 150, 30, 'Navigation', 'fill="#fff" text-anchor="middle"'),
  seat: (core) => {
    const trim = core.interiorColor.startsWith('Beige')
      ? '#b9a988'
      : core.interiorColor.startsWith('Brown')
        ? '#6b4a33'
        : core.interiorColor.startsWith('Gray')
          ? '#6f7278'
          : '#2b2b2e';
    return (
      `<rect width="${W}" height="${H}" fill="#444"/><rect x="200" y="40" width="400" height="420" rx="80" fill="${trim}"/>` +
      [300, 400, 500]
        .map(
          (x) =>
            `<line x1="${x}" y1="80" x2="${x}" y2="430" stroke="${shade(trim, 1.5)}" stroke-width="4" stroke-dasharray="14 8"/>`,
        )
        .join('') +
      text(400, 490, 28, core.interiorColor, 'fill="#fff" text-anchor="middle"')
    );
  },
  gauge: (core) =>
    `<rect width="${W}" height="${H}" fill="#111"/><circle cx="${CX}" cy="${CY}" r="220" fill="#0b0c0e" stroke="#9aa" stroke-width="8"/>` +
    Array.from({ length: 13 }, (_, i) => {
      const [x1, y1] = polar(200, 135 + i * 22.5);
      const [x2, y2] = polar(170, 135 + i * 22.5);
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#fff" stroke-width="6"/>`;
    }).join('') +
    `<line x1="${CX}" y1="${CY}" x2="${polar(170, 200)[0]}" y2="${polar(170, 200)[1]}" stroke="#ff5a36" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="${CX - 140}" y="${CY + 70}" width="280" height="60" fill="#1c2a1c"/>` +
    text(
      CX,
      CY + 115,
      40,
      `${core.mileage.toLocaleString('en-US')} mi`,
      'fill="#8f8" text-anchor="middle" font-family="DejaVu Sans Mono, monospace"',
    ),
  scratch: (core) =>
    panel(core.exterior.hex) +
    `<path d="M 180 330 L 260 300 L 330 318 L 420 270 L 520 285 L 610 240" fill="none" stroke="#f4f4f4" stroke-width="7"/>` +
    `<path d="M 200 350 L 300 330 L 380 338 L 470 300" fill="none" stroke="#dcdcdc" stroke-width="4"/>` +
    `<circle cx="400" cy="295" r="190" fill="none" stroke="#e53935" stroke-width="8" stroke-dasharray="24 12"/>`,
  dent: (core) =>
    panel(core.exterior.hex) +
    `<defs><radialGradient id="dent"><stop offset="0" stop-color="${shade(core.exterior.hex, 0.45)}"/><stop offset="0.7" stop-color="${shade(core.exterior.hex, 0.85)}"/><stop offset="1" stop-color="${shade(core.exterior.hex, 1.1)}" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${CX}" cy="${CY}" rx="170" ry="120" fill="url(#dent)"/><circle cx="${CX}" cy="${CY}" r="200" fill="none" stroke="#e53935" stroke-width="8" stroke-dasharray="24 12"/>`,
  cargo: () =>
    `<rect width="${W}" height="${H}" fill="#2a2b2e"/><path d="M 120 470 L 680 470 L 600 140 L 200 140 Z" fill="#3b3c40" stroke="#111" stroke-width="6"/>` +
    [0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) => `<line x1="${180 + i * 75}" y1="460" x2="${230 + i * 56}" y2="150" stroke="#2c2d30" stroke-width="8"/>`,
      )
      .join(''),
};

export function hotspotSvg(core: VehicleCore, subject: HotspotSubject, n: number): string {
  const body = [
    SKETCH[subject.draw](core),
    `<rect x="0" y="${H - 64}" width="${W}" height="64" fill="#000" opacity="0.65"/>`,
    text(20, H - 22, 26, `${subject.title} · close-up ${n}`, 'fill="#fff"'),
    text(W - 20, H - 22, 26, core.stockid, 'fill="#fff" font-weight="bold" text-anchor="end"'),
  ];
  return svgDocument(W, H, body.join('\n'));
}
