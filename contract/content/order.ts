import { z } from 'zod';

/**
 * A list collection's order (beyond the spec: cards reorder by dragging and with the keyboard): the whole list of ids
 * in their new order, saved in one transaction by POST /v1/content/{collection}/order. A list that names a deleted
 * item or misses one (added meanwhile) is stale and refused with 412, so nobody's reorder drops another's change.
 */
export const ORDER_MAX = 1000;
export const contentOrderRequest = z.strictObject({
  ids: z
    .array(z.string({ error: 'Each id must be text' }).trim().min(1, 'An id cannot be empty').max(100), {
      error: 'Send ids: the items in their new order',
    })
    .min(1, 'Send ids: the items in their new order')
    .max(ORDER_MAX, `At most ${ORDER_MAX} items`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each item may appear only once'),
});
export type ContentOrderRequest = z.infer<typeof contentOrderRequest>;

export const ORDER_SAVED = 'The new order is saved';
export const ORDER_NOT_ORDERED = (label: string) => `${label}s have no order to change`;
export const ORDER_UNKNOWN = (n: number) =>
  `The list changed meanwhile: ${n === 1 ? 'an item in your order was' : `${n} items in your order were`} deleted. Reload and order again.`;
export const ORDER_INCOMPLETE = (n: number) =>
  `The order must name every item: ${n === 1 ? 'one item is' : `${n} items are`} missing (added meanwhile?). Reload and order again.`;
/**
 * An edit that sends another `position` than the item's: the order is saved by the order route only (one request for
 * the whole list), so the field is refused rather than silently ignored. The item's own position, as a client that
 * sends the whole record back has it, passes.
 */
export const POSITION_NOT_EDITABLE = (label: string, collection: string, position: number, ordered: boolean) =>
  ordered
    ? `Position is not changed by an edit: save the new order with POST /v1/content/${collection}/order (this ${label.toLowerCase()} is at position ${position})`
    : `${ORDER_NOT_ORDERED(label)} (this ${label.toLowerCase()} is at position ${position})`;
