import { z } from 'zod';

/**
 * Body-type cards (spec §3, issue 17): each card groups DMS body values ('Sedan 4D', '4dr Car') under one
 * displayed name, with carCount = vehicles shown on the front end whose body value is on the card. The list is
 * saved whole ('Update cards'), so it carries one version for the whole list.
 */

export const BODY_TYPES_SAVED = 'Success!';
export const BODY_TYPES_STALE =
  'Someone else saved the body-type cards since you opened them. Your changes were not saved: reload to see theirs.';
export const INVENTORY_STALE =
  'Someone else saved the inventory count settings since you opened them. Reload to see their values.';
export const CAR_BODY_REQUIRED = 'Car body is required';
export const INVALID_EMAIL = 'Enter a valid email address';
/** Compared without regard to case: 'suv' and 'SUV' are the same value twice. */
export const valueTwice = (value: string) => `The body value '${value}' is on more than one card`;
export const THRESHOLD_WHOLE = 'Inventory threshold must be a whole number';
export const MAX_THRESHOLD = 1_000_000;
export const THRESHOLD_RANGE = 'Inventory threshold must be between 0 and 1,000,000';
/** A value the inventory does not hold and no saved card carries: a typo, or another spelling of a real one. */
export const valueUnknown = (value: string) => `The body value '${value}' is not in the inventory`;
export const MAX_CARDS = 100;
export const MAX_CAR_BODY = 60;

const bodyValue = z
  .string()
  .trim()
  .min(1, 'A body value cannot be empty')
  .max(80, 'A body value has at most 80 characters');

export const bodyTypeCardInput = z.strictObject({
  /** Absent on a card added in this save; the server gives it one. */
  _id: z.string().min(1).max(64).optional(),
  id: z.string().max(64).optional(),
  carBody: z
    .string()
    .trim()
    .min(1, CAR_BODY_REQUIRED)
    .max(MAX_CAR_BODY, `Car body has at most ${MAX_CAR_BODY} characters`),
  dmsBodyValues: z.array(bodyValue).max(500),
  isCampaignActive: z.boolean().default(false),
  // Sent back as read; the order of the list is what counts.
  position: z.number().int().optional(),
  carCount: z.number().int().optional(),
});
export type BodyTypeCardInput = z.infer<typeof bodyTypeCardInput>;

export const bodyTypeCard = z.object({
  _id: z.string(),
  id: z.string(),
  carBody: z.string(),
  dmsBodyValues: z.array(z.string()),
  position: z.number().int(),
  carCount: z.number().int(),
  isCampaignActive: z.boolean(),
});
export type BodyTypeCard = z.infer<typeof bodyTypeCard>;

export const bodyTypeList = z.object({ cards: z.array(bodyTypeCard), version: z.number().int() });
export type BodyTypeList = z.infer<typeof bodyTypeList>;

export const BODY_TYPES_VERSION_REQUIRED =
  'Send the version of the list you edited (version in the body, or an If-Match header)';
/**
 * `{cards, version}`; the spec's reading, the bare array of cards, is accepted too, its version then in If-Match
 * (the route wraps it before validation).
 */
export const bodyTypeSaveRequest = z.strictObject({
  cards: z.array(bodyTypeCardInput).max(MAX_CARDS, `At most ${MAX_CARDS} cards`),
  version: z
    .number({ error: BODY_TYPES_VERSION_REQUIRED })
    .int(BODY_TYPES_VERSION_REQUIRED)
    .min(0, BODY_TYPES_VERSION_REQUIRED),
});
export type BodyTypeSaveRequest = z.infer<typeof bodyTypeSaveRequest>;
export const bodyTypeSaveResponse = bodyTypeList.extend({ message: z.string() });

/** A DMS body value present in the inventory and on no card. */
export const availableBodyValue = z.object({
  value: z.string(),
  /** Vehicles with this value in the inventory (not marked for deletion). */
  count: z.number().int(),
  /** Of those, shown on the front end. */
  shown: z.number().int(),
});
export const availableBodyValues = z.object({ data: z.array(availableBodyValue) });
export type AvailableBodyValue = z.infer<typeof availableBodyValue>;

/** The 'Inventory count' table: below this many vehicles on the front end a card sends a low-stock mail. */
export const inventorySettings = z.object({
  inventoryThreshold: z.number().int(),
  notificationEmail: z.string(),
  version: z.number().int(),
});
export type InventorySettings = z.infer<typeof inventorySettings>;
export const inventorySettingsRequest = z.strictObject({
  inventoryThreshold: z
    .number({ error: THRESHOLD_WHOLE })
    // The range first, stopping there: 1e20 is out of range, not 'not whole'.
    .min(0, { error: THRESHOLD_RANGE, abort: true })
    .max(MAX_THRESHOLD, { error: THRESHOLD_RANGE, abort: true })
    .int(THRESHOLD_WHOLE),
  // Empty: no mail is sent.
  notificationEmail: z.union([z.literal(''), z.email(INVALID_EMAIL).max(254, INVALID_EMAIL)], { error: INVALID_EMAIL }),
  version: z.number().int().min(0),
});
export type InventorySettingsRequest = z.infer<typeof inventorySettingsRequest>;
export const inventorySettingsResponse = inventorySettings.extend({ message: z.string() });

/** What the public website reads: the cards in order with their counts. */
export const publicBodyTypes = z.array(bodyTypeCard.omit({ id: true }));
