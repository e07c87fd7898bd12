import type { SpinAngle } from '../contract/dms.ts';
import { Rng } from './random.ts';

/**
 * Names and sizes of the generated pictures. One place builds the URLs put in the feed and parses them back when
 * a picture is requested, so the two cannot disagree.
 */

export const EXTERIOR_SIZE = { width: 1024, height: 768 } as const;
export const SPIN_SIZE = { width: 960, height: 640 } as const;
export const PANORAMA_SIZE = { width: 2048, height: 1024 } as const;
export const HOTSPOT_SIZE = { width: 800, height: 600 } as const;

export type ImageKind = 'exterior' | 'spin' | 'interior' | 'hotspot';

export type ImageRequest =
  | { kind: 'exterior'; stockid: string; n: number }
  | { kind: 'spin'; stockid: string; angle: SpinAngle; frame: number }
  | { kind: 'interior'; stockid: string }
  | { kind: 'hotspot'; stockid: string; n: number };

const pad2 = (n: number) => String(n).padStart(2, '0');

export function imageFileName(req: ImageRequest): string {
  switch (req.kind) {
    case 'exterior':
    case 'hotspot':
      return `${req.stockid}-${req.n}.jpg`;
    case 'spin':
      return `${req.stockid}-${req.angle}-${pad2(req.frame)}.jpg`;
    case 'interior':
      return `${req.stockid}-interior.jpg`;
  }
}

/** Inverse of imageFileName; undefined for anything else (the route answers 404). */
export function parseImage(kind: string, file: string): ImageRequest | undefined {
  // Every group of these patterns takes part in a match: a matched group is never undefined.
  let m: RegExpExecArray | null;
  if ((kind === 'exterior' || kind === 'hotspot') && (m = /^([A-Z]\d{5})-(\d{1,3})\.jpg$/.exec(file))) {
    const [, stockid = '', n] = m;
    return { kind, stockid, n: Number(n) };
  }
  if (kind === 'spin' && (m = /^([A-Z]\d{5})-(20|45|60)-(\d{2})\.jpg$/.exec(file))) {
    const [, stockid = '', angle, frame] = m;
    return { kind, stockid, angle: Number(angle) as SpinAngle, frame: Number(frame) };
  }
  if (kind === 'interior' && (m = /^([A-Z]\d{5})-interior\.jpg$/.exec(file))) return { kind, stockid: m[1] ?? '' };
  return undefined;
}

/** Close-up subjects an admin can attach to a hotspot; `draw` selects the sketch. */
export interface HotspotSubject {
  title: string;
  draw: 'wheel' | 'headlight' | 'screen' | 'seat' | 'gauge' | 'scratch' | 'dent' | 'cargo';
}

const SUBJECTS: readonly HotspotSubject[] = [
  { title: 'Wheel and tyre', draw: 'wheel' },
  { title: 'Headlight', draw: 'headlight' },
  { title: 'Infotainment screen', draw: 'screen' },
  { title: 'Driver seat', draw: 'seat' },
  { title: 'Odometer', draw: 'gauge' },
  { title: 'Scratch on rear bumper', draw: 'scratch' },
  { title: 'Dent on driver door', draw: 'dent' },
  { title: 'Cargo area', draw: 'cargo' },
];

export function hotspotSubjects(seed: number, index: number, count: number): HotspotSubject[] {
  return new Rng(seed, index, 0x4057).sample(SUBJECTS, count);
}
