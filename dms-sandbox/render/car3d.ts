import { carShape, type P2 } from './shapes.ts';
import { centroid, clipX, inset, lerp, normalize, prism, type Decal, type Solid, type V3 } from './solid3d.ts';
import type { BodyType } from '../catalog.ts';
import { escapeXml, FONT, shade, textColorOn } from './svg.ts';

/**
 * A low-poly car (convex prisms: lower body, cabin, four wheels) drawn from any yaw and camera elevation, so spin
 * frames visibly rotate and rows at 20/45/60 degrees look different. Painter's order per solid plus back-face
 * culling inside each convex solid is enough at this level of detail.
 */

export interface CarLook {
  body: BodyType;
  paint: string;
  label: string;
}
export interface CarView {
  yawDeg: number;
  elevationDeg: number;
  cx: number;
  cy: number;
  /** Pixels per metre at the car's centre. */
  scale: number;
}

const GLASS = '#2b3a4a';
const TYRE = '#1b1b1d';
const RIM = '#c9ccd1';
const CAMERA_DISTANCE = 12;
const LIGHT: V3 = normalize([-0.45, 0.75, 0.5]);

function buildCar(look: CarLook): Solid[] {
  const s = carShape(look.body);
  const half = s.width / 2;
  const lower = prism(s.lower, -half, half, () => look.paint, look.paint);
  // Lights on the most forward- and rearward-facing quads of the lower body.
  const front = lower.reduce((a, b) => (b.normal[0] > a.normal[0] ? b : a));
  const rear = lower.reduce((a, b) => (b.normal[0] < a.normal[0] ? b : a));
  for (const [face, colour] of [
    [front, '#fff6d5'],
    [rear, '#c4161c'],
  ] as const) {
    const [a, b] = face.pts; // the quad's edge at z0; its twin at z1 is pts[3], pts[2]
    if (!a || !b) continue;
    for (const side of [1, -1]) {
      const zOut = side * (half - 0.1);
      const zIn = side * (half - 0.48);
      const p = (t: number, z: number): V3 => [...lerp(a, b, t).slice(0, 2), z] as V3;
      face.overlays.push({
        pts: [p(0.3, zOut), p(0.75, zOut), p(0.75, zIn), p(0.3, zIn)],
        fill: colour,
        stroke: '#222',
      });
    }
    if (face === front) {
      const p = (t: number, z: number): V3 => [...lerp(a, b, t).slice(0, 2), z] as V3;
      face.overlays.push({ pts: [p(0.1, 0.5), p(0.6, 0.5), p(0.6, -0.5), p(0.1, -0.5)], fill: '#222529' });
    }
  }
  if (look.body === 'pickup') {
    // The open bed: a dark well on the top face behind the cab.
    const top = lower.reduce((a, b) => (b.normal[1] > a.normal[1] ? b : a));
    const [p0, p1] = top.pts;
    const y = (x: number) => (p0 && p1 ? p0[1] + ((p1[1] - p0[1]) * (x - p0[0])) / (p1[0] - p0[0]) : 0);
    const [x0, x1] = [-0.47 * s.length, -0.15 * s.length];
    if (p0 && p1)
      top.overlays.push({
        pts: [
          [x0, y(x0), half - 0.1],
          [x1, y(x1), half - 0.1],
          [x1, y(x1), -half + 0.1],
          [x0, y(x0), -half + 0.1],
        ],
        fill: '#2a2b2e',
      });
  }
  // Side: door seams, handles and a sticker with the stock id, on both caps.
  const doorX = [s.length * -0.08, s.length * 0.16];
  for (const [cap, z] of [
    [lower[0], half],
    [lower[1], -half],
  ] as const) {
    const dir = z > 0 ? 1 : -1;
    for (const x of doorX)
      cap.overlays.push({
        pts: [
          [x, 0.32 + s.wheelRadius * 0.2, z],
          [x + 0.02, 0.32 + s.wheelRadius * 0.2, z],
          [x + 0.04, s.lightY + 0.22, z],
          [x + 0.02, s.lightY + 0.22, z],
        ],
        fill: shade(look.paint, 0.45),
      });
    for (const x of doorX)
      cap.overlays.push({
        pts: [
          [x - 0.42, s.lightY + 0.08, z],
          [x - 0.2, s.lightY + 0.08, z],
          [x - 0.2, s.lightY + 0.03, z],
          [x - 0.42, s.lightY + 0.03, z],
        ],
        fill: shade(look.paint, 0.55),
      });
    cap.decal = { origin: [-dir * 0.75, s.lightY - 0.08, z], along: [dir, 0, 0], text: look.label, size: 0.26 };
  }
  const ch = s.width / 2 - 0.12; // the greenhouse leans in (tumblehome)
  const topY = Math.max(...s.cabin.map((p) => p[1]));
  const roofPaint = s.softTop ? '#1f1f22' : look.paint;
  const cabin = prism(
    s.cabin,
    -ch,
    ch,
    (_i, n) => (n[1] > 0.95 ? roofPaint : Math.abs(n[0]) > 0.25 ? GLASS : roofPaint),
    roofPaint,
  );
  for (const [cap, z] of [
    [cabin[0], ch],
    [cabin[1], -ch],
  ] as const) {
    const glass = inset(s.cabin, 0.86);
    const bPillar = (Math.min(...s.cabin.map((p) => p[0])) + Math.max(...s.cabin.map((p) => p[0]))) / 2 - 0.05;
    const windows =
      s.glassFromX > -s.length
        ? [clipX(glass, s.glassFromX, true)]
        : [clipX(glass, bPillar - 0.05, false), clipX(glass, bPillar + 0.05, true)];
    for (const w of windows)
      if (w.length >= 3)
        cap.overlays.push({ pts: w.map(([x, y]) => [x, Math.min(y, topY - 0.06), z] as V3), fill: GLASS });
  }
  const solids: Solid[] = [
    { faces: lower, center: [0, 0.5, 0], layer: 'body' },
    { faces: cabin, center: [0, topY, 0], layer: 'cabin' },
  ];
  for (const ax of s.axles) for (const side of [1, -1]) solids.push(wheel(ax * s.length, s.wheelRadius, side, half));
  return solids;
}

function wheel(x: number, r: number, side: number, half: number): Solid {
  const ring: P2[] = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return [x + r * Math.cos(a), r + r * Math.sin(a)];
  });
  const zo = side * (half - 0.02);
  const zi = side * (half - 0.28);
  const faces = prism(ring, Math.min(zo, zi), Math.max(zo, zi), () => TYRE, '#111');
  const outer = side > 0 ? faces[0] : faces[1];
  outer.fill = TYRE;
  outer.overlays.push({
    pts: ring.map(([px, py]) => [x + (px - x) * 0.64, r + (py - r) * 0.64, zo] as V3),
    fill: RIM,
    stroke: '#8a8d92',
  });
  outer.overlays.push({
    pts: ring.map(([px, py]) => [x + (px - x) * 0.18, r + (py - r) * 0.18, zo] as V3),
    fill: '#6d7075',
  });
  return { faces, center: [x, r, zo], layer: 'wheel', side };
}

interface Projected {
  x: number;
  y: number;
  depth: number;
}

function projector(view: CarView) {
  const yaw = (view.yawDeg * Math.PI) / 180;
  const el = (view.elevationDeg * Math.PI) / 180;
  const [cy, sy, ce, se] = [Math.cos(yaw), Math.sin(yaw), Math.cos(el), Math.sin(el)];
  // Positive yaw turns the front towards the camera; the camera sits on +z, raised by the elevation angle.
  const toView = ([x, y, z]: V3, translate = true): V3 => {
    const yy = translate ? y - 0.75 : y;
    const x1 = x * cy - z * sy;
    const z1 = x * sy + z * cy;
    return [x1, yy * ce - z1 * se, yy * se + z1 * ce];
  };
  const project = (p: V3): Projected => {
    const [X, Y, D] = toView(p);
    const k = (view.scale * CAMERA_DISTANCE) / (CAMERA_DISTANCE - D);
    return { x: view.cx + X * k, y: view.cy - Y * k, depth: D };
  };
  return { toView, project };
}

const pointsAttr = (pts: Projected[]) => pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** SVG elements of the car (plus its ground shadow) for one view. */
export function renderCar(look: CarLook, view: CarView): string {
  const { toView, project } = projector(view);
  const shape = carShape(look.body);
  const shadow = Array.from({ length: 28 }, (_, i) => {
    const a = (i / 28) * Math.PI * 2;
    return project([Math.cos(a) * (shape.length / 2 + 0.25), 0, Math.sin(a) * (shape.width / 2 + 0.3)]);
  });
  const out = [`<polygon points="${pointsAttr(shadow)}" fill="#000" opacity="0.28"/>`];
  // Wheels on the side facing the camera go over the body, the others under it; the cabin always sits on top.
  const facing = (side: number) => toView([0, 0, side], false)[2] > 0.05;
  const rank = (s: Solid) => (s.layer === 'wheel' ? (facing(s.side ?? 0) ? 3 : 0) : s.layer === 'body' ? 1 : 2);
  const solids = buildCar(look)
    .map((s) => ({ s, rank: rank(s), depth: toView(s.center)[2] }))
    .sort((a, b) => a.rank - b.rank || a.depth - b.depth);
  for (const { s } of solids) {
    for (const face of s.faces) {
      const n = toView(face.normal, false);
      const c = toView(centroid(face.pts));
      const towardsCamera = n[0] * -c[0] + n[1] * -c[1] + n[2] * (CAMERA_DISTANCE - c[2]);
      if (towardsCamera <= 0) continue;
      const light = 0.5 + 0.5 * Math.max(0, n[0] * LIGHT[0] + n[1] * LIGHT[1] + n[2] * LIGHT[2]);
      const fill = shade(face.fill, light);
      out.push(
        `<polygon points="${pointsAttr(face.pts.map(project))}" fill="${fill}" stroke="${shade(face.fill, light * 0.55)}" stroke-width="1.2" stroke-linejoin="round"/>`,
      );
      for (const o of face.overlays) {
        out.push(
          `<polygon points="${pointsAttr(o.pts.map(project))}" fill="${shade(o.fill, Math.min(1, light + 0.15))}"${o.stroke ? ` stroke="${o.stroke}" stroke-width="1"` : ''}/>`,
        );
      }
      if (face.decal) out.push(decal(face.decal, project));
    }
  }
  return out.join('\n');
}

/** The stock id sticker, mapped onto the body side with the affine map of the projected side plane. */
function decal(d: Decal, project: (p: V3) => Projected): string {
  const o = project(d.origin);
  const u = project([d.origin[0] + d.along[0], d.origin[1], d.origin[2] + d.along[2]]);
  const v = project([d.origin[0], d.origin[1] - 1, d.origin[2]]);
  const m = [u.x - o.x, u.y - o.y, v.x - o.x, v.y - o.y, o.x, o.y].map((n) => n.toFixed(3)).join(' ');
  const w = d.size * 0.68 * d.text.length + 0.2;
  return (
    `<g transform="matrix(${m})"><rect x="-0.1" y="${-d.size * 1.05}" width="${w.toFixed(3)}" height="${(d.size * 1.4).toFixed(3)}" rx="0.05" fill="#ffffff" stroke="#111" stroke-width="0.025"/>` +
    `<text x="0" y="0" font-family="${FONT}" font-weight="bold" font-size="${d.size}" fill="${textColorOn('#ffffff')}">${escapeXml(d.text)}</text></g>`
  );
}

/** A disc on the ground around the car (the photo studio's turntable), drawn before the car. */
export function renderTurntable(view: CarView, radius: number, fill: string): string {
  const { project } = projector(view);
  const pts = Array.from({ length: 48 }, (_, i) => {
    const a = (i / 48) * Math.PI * 2;
    return project([Math.cos(a) * radius, 0, Math.sin(a) * radius]);
  });
  const marks = [0, 90, 180, 270].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const p = project([Math.cos(a) * radius * 0.92, 0, Math.sin(a) * radius * 0.92]);
    return `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="5" fill="#e8b52a"/>`;
  });
  return `<polygon points="${pointsAttr(pts)}" fill="${fill}" stroke="#9aa0a6" stroke-width="3"/>${marks.join('')}`;
}
