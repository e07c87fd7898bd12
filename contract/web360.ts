import { z } from 'zod';
import { SPIN_ANGLES, dmsInterior, dmsSpin } from './dms.ts';
import { DAMAGE_SEVERITIES, PIN_MESSAGES, PIN_TEXT_LIMITS, PIN_TYPES, attachedPicture } from './pins.ts';

export const HOTSPOT_VIEWS = ['exterior', 'interior'] as const;
export type HotspotView = (typeof HOTSPOT_VIEWS)[number];
export const MAX_HOTSPOTS_PER_VIEW = 200;
export const MAX_HOTSPOT_PICTURES = 10;

const hotspotId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Hotspot ids are letters, digits, - and _');

/** What every hotspot says, whichever view it is in (the pin's text, spec §3). */
const hotspotText = {
  id: hotspotId,
  type: z.enum(PIN_TYPES, 'type must be FEATURE, INSTALLED FEATURE or DAMAGE'),
  title: z.string().max(PIN_TEXT_LIMITS.title, `At most ${PIN_TEXT_LIMITS.title} characters`),
  description: z.string().max(PIN_TEXT_LIMITS.description, `At most ${PIN_TEXT_LIMITS.description} characters`),
  severity: z.enum(DAMAGE_SEVERITIES).optional(),
  part: z.string().trim().max(PIN_TEXT_LIMITS.part).optional(),
  /** DMS hotspot pictures (GetHotSpotPictures / GetInteriorAsset) attached to this hotspot. */
  pictures: z.array(attachedPicture).max(MAX_HOTSPOT_PICTURES).default([]),
  /** Optimistic concurrency per hotspot: omit for a new one; a stale one gets 412. */
  version: z.number().int().optional(),
};

const damageNeedsText = (h: { type: string; title: string; description: string }, ctx: z.RefinementCtx) => {
  if (h.type !== 'DAMAGE') return;
  if (!h.title.trim()) ctx.addIssue({ code: 'custom', path: ['title'], message: PIN_MESSAGES.title });
  if (!h.description.trim()) ctx.addIssue({ code: 'custom', path: ['description'], message: PIN_MESSAGES.description });
};

/**
 * Exterior hotspot (spec §3): placed on one frame of the spin. `offsetX`/`offsetY` are the pin's area
 * coordinates in that frame's natural pixels; `rowIndex`/`imageIndex` say which row and frame.
 */
export const exteriorHotspot = z
  .strictObject({
    ...hotspotText,
    offsetX: z.number().min(0),
    offsetY: z.number().min(0),
    rowIndex: z.number().int().min(0),
    imageIndex: z.number().int().min(0),
  })
  .superRefine(damageNeedsText);
export type ExteriorHotspot = z.infer<typeof exteriorHotspot>;

/** Interior hotspot (spec §3): a direction in the panorama; tooltip functions are attached by the client. */
export const interiorHotspot = z
  .strictObject({
    ...hotspotText,
    pitch: z.number().min(-90).max(90),
    yaw: z.number().min(-180).max(360),
  })
  .superRefine(damageNeedsText);
export type InteriorHotspot = z.infer<typeof interiorHotspot>;

/** GET /v1/web360/vehicles/{id}. */
export const web360Config = z.object({
  stockid: z.string(),
  spin: dmsSpin.nullable(),
  interior: dmsInterior.nullable(),
  exteriorHotspots: z.array(exteriorHotspot),
  interiorHotspots: z.array(interiorHotspot),
});
export type Web360Config = z.infer<typeof web360Config>;

/** POST /v1/web360/hotspot: adds the hotspots given, or replaces those with the same id. */
export const hotspotSaveRequest = z
  .strictObject({
    stockid: z.string().trim().min(1).max(40),
    exteriorHotspots: z.array(exteriorHotspot).max(MAX_HOTSPOTS_PER_VIEW).optional(),
    interiorHotspots: z.array(interiorHotspot).max(MAX_HOTSPOTS_PER_VIEW).optional(),
  })
  .refine((b) => (b.exteriorHotspots?.length ?? 0) + (b.interiorHotspots?.length ?? 0) > 0, {
    message: 'Send exteriorHotspots or interiorHotspots',
    path: ['exteriorHotspots'],
  });
export type HotspotSaveRequest = z.input<typeof hotspotSaveRequest>;
export const hotspotSaveResponse = z.object({ message: z.string(), data: web360Config });

/**
 * The rows (in viewer order) the 360 viewer shows: all of them when every row has as many frames as the others,
 * else only the first. WebRotate's `<images rows="N">` splits the frames into N equal parts, so rows of different
 * lengths cannot be sent as rows; the XML then carries the first row alone, and hotspots may go only there.
 */
export function shownSpinRows<Row extends { frames: unknown[] }>(rows: Row[]): Row[] {
  const [first] = rows;
  return !first || rows.every((r) => r.frames.length === first.frames.length) ? rows : rows.slice(0, 1);
}

/** Layer (row) frame counts by camera elevation; a multi-row spin needs equal rows. */
export const spinLayerCounts = z.object(
  Object.fromEntries(SPIN_ANGLES.map((a) => [String(a), z.number().int()])) as Record<'20' | '45' | '60', z.ZodNumber>,
);

/** One row of GET /v1/web360/vehicles (the assets table, spec §2). */
export const web360VehicleRow = z.object({
  _id: z.string(),
  stockid: z.string(),
  make: z.string(),
  model: z.string(),
  carYear: z.number().int(),
  layers: spinLayerCounts,
  /** False when the layer counts differ: the viewer would fall back to one row. */
  equalRows: z.boolean(),
  hasInterior: z.boolean(),
  exteriorHotspotCount: z.number().int(),
  interiorHotspotCount: z.number().int(),
});
export type Web360VehicleRow = z.infer<typeof web360VehicleRow>;

export const web360ListQuery = z.strictObject({
  querySearch: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(0, 'page starts at 0').default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  /** Only stock ids whose layer counts differ. */
  unequalRows: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const web360ListResponse = z.object({ data: z.array(web360VehicleRow), total: z.number().int() });

export const HOTSPOT_MESSAGES = { saved: 'Data added successfully', deleted: 'Data deleted successfully' } as const;
