import type { VehicleCore } from '../generate.ts';
import { EXTERIOR_SIZE, SPIN_SIZE } from '../assets.ts';
import { renderCar, renderTurntable, type CarLook } from './car3d.ts';
import { svgDocument, text } from './svg.ts';

/** Camera of exterior photo n: 1 left side, 2 front three-quarter, 3 rear three-quarter, 4 right side, 5 front, 6 rear, then varied. */
function photoAngle(n: number): { yaw: number; elevation: number } {
  const fixed = [
    [0, 6],
    [35, 10],
    [325, 10],
    [180, 6],
    [90, 8],
    [270, 8],
  ] as const;
  const angle = fixed[n - 1];
  if (angle) return { yaw: angle[0], elevation: angle[1] };
  return { yaw: (n * 53) % 360, elevation: 4 + ((n * 7) % 20) };
}

function look(core: VehicleCore): CarLook {
  return { body: core.spec.body, paint: core.exterior.hex, label: core.stockid };
}

const caption = (core: VehicleCore) => `${core.carYear} ${core.spec.make} ${core.spec.model} ${core.series.name}`;

/** A lot photo: sky, asphalt, the car in its paint with the stock id sticker, and a caption strip. */
export function exteriorSvg(core: VehicleCore, n: number): string {
  const { width: W, height: H } = EXTERIOR_SIZE;
  const { yaw, elevation } = photoAngle(n);
  const scale = (0.74 * W) / Math.max(core.spec.body === 'van' || core.spec.body === 'pickup' ? 5.9 : 5, 4.6);
  const body = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fbce6"/><stop offset="1" stop-color="#e4eef7"/></linearGradient>`,
    `<linearGradient id="lot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d9096"/><stop offset="1" stop-color="#55585d"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<rect y="${H * 0.5}" width="${W}" height="${H * 0.5}" fill="url(#lot)"/>`,
    ...[0.18, 0.42, 0.66, 0.9].map(
      (x) =>
        `<rect x="${W * x - 4}" y="${H * 0.52}" width="8" height="${H * 0.46}" fill="#d9d9d2" opacity="0.35" transform="skewX(${(x - 0.5) * -40})"/>`,
    ),
    renderCar(look(core), { yawDeg: yaw, elevationDeg: elevation, cx: W / 2, cy: H * 0.6, scale }),
    `<rect x="0" y="${H - 64}" width="${W}" height="64" fill="#000" opacity="0.6"/>`,
    text(24, H - 24, 28, caption(core), 'fill="#fff"'),
    text(W - 24, H - 24, 24, `${core.exterior.name} · photo ${n}`, 'fill="#fff" text-anchor="end"'),
    `<rect x="20" y="20" width="${40 + 23 * (6 + core.stockid.length)}" height="62" rx="8" fill="#0d47a1"/>`,
    text(36, 64, 34, `STOCK ${core.stockid}`, 'fill="#fff" font-weight="bold"'),
  ];
  return svgDocument(W, H, body.join('\n'));
}

/** One spin frame: studio turntable, the car turned by frame/frames of a full turn, seen from the row's elevation. */
export function spinSvg(core: VehicleCore, angle: number, frame: number, frames: number): string {
  const { width: W, height: H } = SPIN_SIZE;
  const yaw = ((frame - 1) / frames) * 360;
  const scale = (0.5 * W) / Math.max(core.spec.body === 'van' || core.spec.body === 'pickup' ? 5.9 : 5, 4.6);
  const view = { yawDeg: yaw, elevationDeg: angle, cx: W / 2, cy: H * 0.54, scale };
  const body = [
    `<defs><radialGradient id="studio" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#f4f5f7"/><stop offset="1" stop-color="#b9bec5"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#studio)"/>`,
    renderTurntable(view, 3.3, '#d5d8dc'),
    renderCar(look(core), view),
    text(20, 40, 28, core.stockid, 'fill="#0d47a1" font-weight="bold"'),
    text(
      20,
      72,
      20,
      `row ${angle}° · frame ${String(frame).padStart(2, '0')}/${frames} · yaw ${Math.round(yaw)}°`,
      'fill="#333"',
    ),
    text(W - 20, H - 20, 18, caption(core), 'fill="#333" text-anchor="end"'),
  ];
  return svgDocument(W, H, body.join('\n'));
}
