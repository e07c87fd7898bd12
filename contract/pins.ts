import { z } from 'zod';
import { hotSpotPicture } from './dms.ts';

/** Spec §4/§9: pin types, radius 20 at a display width of 520. */
export const PIN_TYPES = ['FEATURE', 'INSTALLED FEATURE', 'DAMAGE'] as const;
export type PinType = (typeof PIN_TYPES)[number];
export const PIN_RADIUS = 20;
export const DAMAGE_IMAGE_WIDTH = 520;
/**
 * A pin's radius in the picture's own pixels: 20 on the picture shown 520 px wide (20 · W / 520), so it covers the
 * same part of the photo at any display size. Rounded to 0.01, as stored.
 */
export const pinRadiusFor = (imageWidth: number): number =>
  Math.round(((PIN_RADIUS * imageWidth) / DAMAGE_IMAGE_WIDTH) * 100) / 100;
/** Beyond the seed: how bad a damage is. */
export const DAMAGE_SEVERITIES = ['minor', 'major'] as const;
export const PIN_TEXT_LIMITS = { title: 120, description: 1000, part: 60 } as const;
export const PIN_MESSAGES = {
  title: 'Please enter title',
  description: 'Please enter description',
  leave: 'Are you sure you want leave this page with unsaved pins?',
} as const;
export const MAX_PINS_PER_PICTURE = 200;

/** Picture URLs as the DMS gives them (absolute, or relative to its base). */
export const pictureUrl = z.string().trim().min(1).max(2048);

const pinId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Pin ids are letters, digits, - and _');

/**
 * One clickable area (spec §3 "areas: name, shape circle, coords x, y, radius 20").
 * `coords` = [x, y, radius] in the picture's natural pixels (origin top-left), so a pin stays put at any display size.
 */
export const pinArea = z.strictObject({
  name: pinId,
  shape: z.literal('circle'),
  coords: z.tuple([z.number().min(0), z.number().min(0), z.number().positive()]),
});
export type PinArea = z.infer<typeof pinArea>;

/** A close-up picture (from the DMS hotspot pictures) attached to a pin or hotspot. */
export const attachedPicture = hotSpotPicture;
export type AttachedPicture = z.infer<typeof attachedPicture>;

/**
 * The text of one pin (spec §3 "description entries"); `id` equals its area's `name`.
 * DAMAGE pins need a trimmed title and description (spec §5); feature pins take them from the vehicle's features.
 */
export const pinDescription = z
  .strictObject({
    id: pinId,
    type: z.enum(PIN_TYPES, 'type must be FEATURE, INSTALLED FEATURE or DAMAGE'),
    title: z.string().max(PIN_TEXT_LIMITS.title, `At most ${PIN_TEXT_LIMITS.title} characters`),
    description: z.string().max(PIN_TEXT_LIMITS.description, `At most ${PIN_TEXT_LIMITS.description} characters`),
    /** Spin row and frame the pin was placed on (exterior hotspots). */
    rowIndex: z.number().int().min(0).optional(),
    imageIndex: z.number().int().min(0).optional(),
    /** The picture (URL) the pin was placed on, when it differs from the map's picture. */
    picture: pictureUrl.optional(),
    severity: z.enum(DAMAGE_SEVERITIES).optional(),
    part: z.string().trim().max(PIN_TEXT_LIMITS.part).optional(),
    closeUp: attachedPicture.optional(),
  })
  .superRefine((pin, ctx) => {
    if (pin.type !== 'DAMAGE') return;
    if (!pin.title.trim()) ctx.addIssue({ code: 'custom', path: ['title'], message: PIN_MESSAGES.title });
    if (!pin.description.trim())
      ctx.addIssue({ code: 'custom', path: ['description'], message: PIN_MESSAGES.description });
  });
export type PinDescription = z.infer<typeof pinDescription>;

export const pinMapContent = z.strictObject({
  areas: z.array(pinArea).max(MAX_PINS_PER_PICTURE),
  description: z.array(pinDescription).max(MAX_PINS_PER_PICTURE),
});
export type PinMapContent = z.infer<typeof pinMapContent>;

/** The pins of one vehicle picture (spec §3 "Vehicle pin map"). */
export const vehiclePinMap = z.object({
  _id: z.string(),
  stockId: z.string(),
  /** URL of the vehicle picture the pins sit on. */
  picture: z.string(),
  /** Natural size of the picture, for scaling the coordinates. */
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  pin: pinMapContent,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VehiclePinMap = z.infer<typeof vehiclePinMap>;

export const vehiclePinListQuery = z.strictObject({
  stockId: z.string().trim().min(1).max(40).optional(),
  picture: z.string().trim().max(2000).optional(),
});
export const vehiclePinListResponse = z.object({ data: z.array(vehiclePinMap), total: z.number().int() });

/**
 * POST /v1/vehicle-pins: the first save of a picture's pins. Spec §7 sends picture, pin and stockId; the picture's
 * natural size is optional: the server reads it from the picture, and checks it against the picture when sent.
 */
export const vehiclePinCreateRequest = z.strictObject({
  stockId: z.string().trim().min(1).max(40),
  picture: pictureUrl,
  imageWidth: z.number().int().positive().max(20000).optional(),
  imageHeight: z.number().int().positive().max(20000).optional(),
  pin: pinMapContent,
});
export type VehiclePinCreateRequest = z.infer<typeof vehiclePinCreateRequest>;

/** PATCH /v1/vehicle-pins (spec §7: picture, pin, stockId): later saves; a stale `version` gets 412. */
export const vehiclePinUpdateRequest = vehiclePinCreateRequest.extend({ version: z.number().int() });
export type VehiclePinUpdateRequest = z.infer<typeof vehiclePinUpdateRequest>;

export const vehiclePinSaveResponse = z.object({ message: z.string(), data: vehiclePinMap });
export const PIN_SAVE_MESSAGES = { created: 'Pins saved', updated: 'Pins updated', deleted: 'Pins deleted' } as const;

/**
 * The features a FEATURE or INSTALLED FEATURE pin may name (the server checks the same lists): INSTALLED FEATURE
 * takes the vehicle's installed list (DMS features plus possible features confirmed as installed), FEATURE its
 * possible features. INSTALLED FEATURE is offered only when that installed list is not empty (spec §4).
 */
export function pinFeatureOptions(
  features: {
    features: Array<{ featureName: string; featureDesc: string }>;
    possibleFeatures: Array<{ featureName: string; featureDesc: string }>;
    installedPossibleFeatures: Array<{ featureName: string; featureDesc: string }>;
  },
  type: Exclude<PinType, 'DAMAGE'>,
): Array<{ name: string; description: string }> {
  const list =
    type === 'INSTALLED FEATURE'
      ? [...features.features, ...features.installedPossibleFeatures]
      : features.possibleFeatures;
  return list.map((f) => ({ name: f.featureName, description: f.featureDesc }));
}
/** Which list each feature pin type names in messages. */
export const PIN_FEATURE_LISTS = { FEATURE: 'possible features', 'INSTALLED FEATURE': 'installed features' } as const;
