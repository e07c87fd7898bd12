import { PANORAMA_SIZE } from '../assets.ts';
import type { VehicleCore } from '../generate.ts';
import { shade, svgDocument, text } from './svg.ts';

/**
 * Equirectangular interior panorama (2:1): yaw -180..180 left to right with the windshield at the centre (yaw 0),
 * pitch +90 at the top. The camera sits between the front seats of a left-hand-drive car. A faint yaw/pitch grid
 * and labels make pins placed in Pannellum easy to check by eye.
 */

const { width: W, height: H } = PANORAMA_SIZE;
const x = (yaw: number) => ((yaw + 180) / 360) * W;
const y = (pitch: number) => ((90 - pitch) / 180) * H;
const deg = W / 360; // pixels per degree, the same on both axes

/** A rectangle given in yaw/pitch degrees. */
function box(yaw0: number, yaw1: number, pitchTop: number, pitchBottom: number, fill: string, extra = ''): string {
  return `<rect x="${x(yaw0).toFixed(1)}" y="${y(pitchTop).toFixed(1)}" width="${((yaw1 - yaw0) * deg).toFixed(1)}" height="${((pitchTop - pitchBottom) * deg).toFixed(1)}" fill="${fill}" ${extra}/>`;
}

const BLACK_TRIM = '#2b2b2e';
const TRIM: Record<string, string> = { Black: BLACK_TRIM, Gray: '#6f7278', Beige: '#b9a988', Brown: '#6b4a33' };

function seat(yaw: number, colour: string): string {
  return [
    box(yaw - 20, yaw + 20, 2, -58, colour, 'rx="40"'),
    box(yaw - 11, yaw + 11, 16, 2, shade(colour, 0.9), 'rx="22"'),
    ...[-8, 0, 8].map(
      (d) =>
        `<line x1="${x(yaw + d)}" y1="${y(-2)}" x2="${x(yaw + d)}" y2="${y(-52)}" stroke="${shade(colour, 0.7)}" stroke-width="3" stroke-dasharray="10 6"/>`,
    ),
  ].join('');
}

function window(yaw0: number, yaw1: number, top: number, bottom: number): string {
  return box(yaw0, yaw1, top, bottom, 'url(#outside)', 'rx="18" stroke="#111" stroke-width="6"');
}

export function interiorSvg(core: VehicleCore): string {
  const [trim = ''] = core.interiorColor.split(' ');
  const colour = TRIM[trim] ?? BLACK_TRIM;
  const parts = [
    `<defs><linearGradient id="outside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc7ee"/><stop offset="0.62" stop-color="#d8e9f6"/><stop offset="0.63" stop-color="#7b8a5a"/><stop offset="1" stop-color="#5d6b44"/></linearGradient></defs>`,
    box(-180, 180, 90, 38, '#d9d3c7'), // headliner
    box(-180, 180, 38, -48, shade(colour, 1.15)), // trim
    box(-180, 180, -48, -90, '#222326'), // carpet
    // Front: windshield, dashboard, cluster, steering wheel, centre screen, console.
    window(-52, 52, 34, 4),
    `<path d="M ${x(-70)} ${y(4)} Q ${x(0)} ${y(12)} ${x(70)} ${y(4)} L ${x(70)} ${y(-26)} L ${x(-70)} ${y(-26)} Z" fill="#1d1e21"/>`,
    ...[-33, -19].map(
      (yaw) => `<circle cx="${x(yaw)}" cy="${y(-4)}" r="${5.5 * deg}" fill="#0b0c0e" stroke="#9aa" stroke-width="3"/>`,
    ),
    `<circle cx="${x(-26)}" cy="${y(-16)}" r="${15 * deg}" fill="none" stroke="#0d0d0f" stroke-width="${3.2 * deg}"/>`,
    `<rect x="${x(-28)}" y="${y(-14)}" width="${4 * deg}" height="${16 * deg}" fill="#0d0d0f"/>`,
    box(-11, 11, 0, -13, '#0e2a47', 'rx="8" stroke="#555" stroke-width="4"'),
    text(x(0), y(-5), 34, core.stockid, 'fill="#fff" font-weight="bold" text-anchor="middle"'),
    text(x(0), y(-10), 18, `${core.spec.make} ${core.spec.model}`, 'fill="#cfe3ff" text-anchor="middle"'),
    box(-9, 9, -30, -80, '#18191b', 'rx="14"'),
    `<circle cx="${x(0)}" cy="${y(-55)}" r="${3 * deg}" fill="#888"/>`,
    // Sides: door windows above door panels; rear: bench seat under the rear window.
    ...[-1, 1].flatMap((s) => [
      window(s > 0 ? 58 : -125, s > 0 ? 92 : -97, 30, 4),
      window(s > 0 ? 97 : -92, s > 0 ? 125 : -58, 30, 4),
      box(s > 0 ? 58 : -125, s > 0 ? 125 : -58, 4, -40, shade(colour, 0.85), 'rx="10"'),
      box(s > 0 ? 70 : -85, s > 0 ? 85 : -70, -10, -14, '#9aa0a6', 'rx="4"'),
    ]),
    window(150, 180, 28, 8),
    window(-180, -150, 28, 8),
    box(135, 180, 6, -42, shade(colour, 0.95), 'rx="24"'),
    box(-180, -135, 6, -42, shade(colour, 0.95), 'rx="24"'),
    seat(-100, colour),
    seat(100, colour),
    grid(),
    text(x(0), y(62), 64, `${core.stockid} · interior 360°`, 'fill="#333" font-weight="bold" text-anchor="middle"'),
    text(
      x(0),
      y(54),
      30,
      `${core.carYear} ${core.spec.make} ${core.spec.model} · ${core.interiorColor}`,
      'fill="#555" text-anchor="middle"',
    ),
  ];
  return svgDocument(W, H, parts.join('\n'));
}

function grid(): string {
  const lines: string[] = [];
  for (let yaw = -150; yaw <= 150; yaw += 30) {
    lines.push(
      `<line x1="${x(yaw)}" y1="0" x2="${x(yaw)}" y2="${H}" stroke="#ff00aa" stroke-opacity="0.25" stroke-width="2"/>`,
    );
  }
  for (let pitch = -60; pitch <= 60; pitch += 30) {
    lines.push(
      `<line x1="0" y1="${y(pitch)}" x2="${W}" y2="${y(pitch)}" stroke="#ff00aa" stroke-opacity="${pitch === 0 ? 0.5 : 0.25}" stroke-width="2"/>`,
    );
  }
  const names: Record<number, string> = { [-90]: 'LEFT', 0: 'FRONT', 90: 'RIGHT' };
  for (let yaw = -180; yaw <= 180; yaw += 30) {
    const label = Math.abs(yaw) === 180 ? 'REAR' : `${names[yaw] ? `${names[yaw]} ` : ''}${yaw}°`;
    const anchor = yaw === -180 ? 'start' : yaw === 180 ? 'end' : 'middle';
    lines.push(
      text(
        x(yaw) + (yaw === -180 ? 6 : yaw === 180 ? -6 : 0),
        y(44),
        22,
        label,
        `fill="#a0006a" text-anchor="${anchor}" font-weight="bold"`,
      ),
    );
  }
  return lines.join('');
}
