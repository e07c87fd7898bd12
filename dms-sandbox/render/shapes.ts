import type { BodyType } from '../catalog.ts';

/**
 * Side profiles of the body types, in metres: x from rear (-L/2) to front (+L/2), y up from the ground.
 * `lower` is the body below the belt line and `cabin` the greenhouse; both are convex and counter-clockwise so
 * they extrude into convex prisms that draw correctly with back-face culling alone.
 */

export type P2 = [number, number];

export interface CarShape {
  length: number;
  width: number;
  lower: P2[];
  cabin: P2[];
  /** Side windows only where x is above this (vans have a windowless cargo box). */
  glassFromX: number;
  wheelRadius: number;
  /** Axle positions as fractions of the length. */
  axles: [number, number];
  /** Convertibles show a dark soft top instead of a painted roof. */
  softTop: boolean;
  /** Height of the head- and tail-lights band. */
  lightY: number;
}

/** Profiles are written with x as a fraction of the length; this scales them to metres. */
function shape(length: number, width: number, lower: P2[], cabin: P2[], extra: Partial<CarShape> = {}): CarShape {
  const scale = (pts: P2[]): P2[] => pts.map(([x, y]) => [x * length, y]);
  return {
    length,
    width,
    lower: scale(lower),
    cabin: scale(cabin),
    glassFromX: -length,
    wheelRadius: 0.34,
    axles: [-0.31, 0.31],
    softTop: false,
    lightY: 0.7,
    ...extra,
    ...(extra.glassFromX !== undefined ? { glassFromX: extra.glassFromX * length } : {}),
  };
}

const SEDAN = shape(
  4.85,
  1.85,
  [
    [-0.49, 0.22],
    [0.48, 0.22],
    [0.5, 0.42],
    [0.49, 0.68],
    [0.3, 0.86],
    [-0.45, 0.95],
    [-0.5, 0.8],
    [-0.5, 0.4],
  ],
  [
    [-0.34, 0.92],
    [0.31, 0.84],
    [0.07, 1.44],
    [-0.17, 1.45],
  ],
);

const SHAPES: Record<BodyType, CarShape> = {
  sedan: SEDAN,
  coupe: shape(
    4.6,
    1.88,
    [
      [-0.49, 0.2],
      [0.48, 0.2],
      [0.5, 0.4],
      [0.49, 0.62],
      [0.3, 0.82],
      [-0.45, 0.9],
      [-0.5, 0.76],
      [-0.5, 0.38],
    ],
    [
      [-0.38, 0.88],
      [0.3, 0.8],
      [0.04, 1.3],
      [-0.14, 1.31],
    ],
    { lightY: 0.64 },
  ),
  convertible: shape(
    4.6,
    1.88,
    [
      [-0.49, 0.2],
      [0.48, 0.2],
      [0.5, 0.4],
      [0.49, 0.62],
      [0.3, 0.82],
      [-0.45, 0.9],
      [-0.5, 0.76],
      [-0.5, 0.38],
    ],
    [
      [-0.32, 0.88],
      [0.28, 0.81],
      [0.08, 1.24],
      [-0.2, 1.22],
    ],
    { softTop: true, lightY: 0.64 },
  ),
  hatchback: shape(
    4.3,
    1.8,
    [
      [-0.48, 0.22],
      [0.48, 0.22],
      [0.5, 0.42],
      [0.49, 0.68],
      [0.3, 0.86],
      [-0.45, 0.96],
      [-0.5, 0.82],
      [-0.5, 0.4],
    ],
    [
      [-0.47, 0.94],
      [0.3, 0.84],
      [0.06, 1.46],
      [-0.4, 1.45],
    ],
    { axles: [-0.33, 0.32] },
  ),
  wagon: shape(
    4.85,
    1.86,
    [
      [-0.49, 0.26],
      [0.48, 0.26],
      [0.5, 0.46],
      [0.49, 0.72],
      [0.3, 0.9],
      [-0.46, 0.98],
      [-0.5, 0.84],
      [-0.5, 0.44],
    ],
    [
      [-0.48, 0.96],
      [0.31, 0.88],
      [0.08, 1.5],
      [-0.46, 1.5],
    ],
    { wheelRadius: 0.35 },
  ),
  suv: shape(
    4.8,
    1.95,
    [
      [-0.49, 0.34],
      [0.48, 0.34],
      [0.5, 0.58],
      [0.49, 0.86],
      [0.32, 1.02],
      [-0.47, 1.08],
      [-0.5, 0.96],
      [-0.5, 0.54],
    ],
    [
      [-0.48, 1.06],
      [0.33, 1.0],
      [0.11, 1.76],
      [-0.45, 1.76],
    ],
    { wheelRadius: 0.39, lightY: 0.88 },
  ),
  minivan: shape(
    5.15,
    2.0,
    [
      [-0.49, 0.26],
      [0.48, 0.26],
      [0.5, 0.48],
      [0.49, 0.74],
      [0.38, 0.95],
      [-0.47, 1.02],
      [-0.5, 0.9],
      [-0.5, 0.46],
    ],
    [
      [-0.48, 1.0],
      [0.4, 0.93],
      [0.2, 1.78],
      [-0.46, 1.78],
    ],
    { wheelRadius: 0.36, axles: [-0.32, 0.33], lightY: 0.8 },
  ),
  pickup: shape(
    5.8,
    2.0,
    [
      [-0.49, 0.4],
      [0.48, 0.4],
      [0.5, 0.66],
      [0.49, 0.98],
      [0.32, 1.12],
      [-0.49, 1.14],
      [-0.5, 1.02],
      [-0.5, 0.6],
    ],
    [
      [-0.13, 1.12],
      [0.3, 1.1],
      [0.12, 1.9],
      [-0.12, 1.92],
    ],
    { wheelRadius: 0.42, axles: [-0.32, 0.33], lightY: 0.98 },
  ),
  van: shape(
    5.95,
    2.05,
    [
      [-0.49, 0.3],
      [0.48, 0.3],
      [0.5, 0.52],
      [0.49, 0.86],
      [0.42, 1.06],
      [-0.49, 1.12],
      [-0.5, 1.0],
      [-0.5, 0.5],
    ],
    [
      [-0.5, 1.1],
      [0.45, 1.04],
      [0.32, 2.5],
      [-0.5, 2.5],
    ],
    { wheelRadius: 0.38, glassFromX: 0.22, axles: [-0.3, 0.3], lightY: 0.9 },
  ),
};

export function carShape(body: BodyType): CarShape {
  return SHAPES[body];
}
