import type { P2 } from './shapes.ts';

/** Convex solids in 3D for the sandbox's car pictures (car3d.ts): their faces and the geometry that builds them. */

export type V3 = [number, number, number];

export interface Overlay {
  pts: V3[];
  fill: string;
  stroke?: string;
}
export interface Decal {
  origin: V3;
  along: V3;
  text: string;
  size: number;
}
export interface Face {
  pts: V3[];
  normal: V3;
  fill: string;
  overlays: Overlay[];
  decal?: Decal;
}
export interface Solid {
  faces: Face[];
  center: V3;
  layer: 'body' | 'cabin' | 'wheel';
  side?: number;
}
/** A prism's faces: its two caps (at z1, then z0), then one side per profile edge. */
export type Prism = [top: Face, bottom: Face, ...sides: Face[]];

export function normalize([x, y, z]: V3): V3 {
  const n = Math.hypot(x, y, z) || 1;
  return [x / n, y / n, z / n];
}
export const lerp = (a: V3, b: V3, t: number): V3 => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
export const centroid = (pts: V3[]): V3 =>
  pts.reduce<V3>((c, [x, y, z]) => [c[0] + x / pts.length, c[1] + y / pts.length, c[2] + z / pts.length], [0, 0, 0]);
/** The point after `i` of a closed polygon: the first one after the last. */
export const following = <T>(poly: readonly T[], i: number): T => {
  const point = poly[(i + 1) % poly.length];
  if (point === undefined) throw new RangeError('A polygon needs points');
  return point;
};

/** Extrudes a counter-clockwise profile between z0 and z1 into a convex prism. */
export function prism(
  profile: P2[],
  z0: number,
  z1: number,
  fillFor: (edge: number, normal: V3) => string,
  capFill: string,
): Prism {
  const faces: Prism = [
    { pts: profile.map(([x, y]) => [x, y, z1] as V3), normal: [0, 0, 1], fill: capFill, overlays: [] },
    { pts: profile.map(([x, y]) => [x, y, z0] as V3), normal: [0, 0, -1], fill: capFill, overlays: [] },
  ];
  profile.forEach(([x0, y0], i) => {
    const [x1, y1] = following(profile, i);
    const normal = normalize([y1 - y0, -(x1 - x0), 0]); // right-hand side of a CCW edge points outwards
    faces.push({
      pts: [
        [x0, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y0, z1],
      ],
      normal,
      fill: fillFor(i, normal),
      overlays: [],
    });
  });
  return faces;
}

/** Part of a polygon on one side of the vertical line x = at (Sutherland–Hodgman for one edge). */
export function clipX(poly: P2[], at: number, keepAbove: boolean): P2[] {
  const inside = (p: P2) => (keepAbove ? p[0] >= at : p[0] <= at);
  const out: P2[] = [];
  poly.forEach((p, i) => {
    const q = following(poly, i);
    if (inside(p)) out.push(p);
    if (inside(p) !== inside(q)) out.push([at, p[1] + ((q[1] - p[1]) * (at - p[0])) / (q[0] - p[0])]);
  });
  return out;
}

export function inset(poly: P2[], k: number): P2[] {
  const cx = poly.reduce((s, p) => s + p[0], 0) / poly.length;
  const cy = poly.reduce((s, p) => s + p[1], 0) / poly.length;
  return poly.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k - 0.02]);
}
