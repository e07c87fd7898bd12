import { z } from 'zod';

/** Every failure of the product API has this shape (spec §8: the console shows `message`). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The console's fallback when the server gives no message (spec §8, word for word). */
export const FALLBACK_ERROR_MESSAGE = 'Oops, Error! Something went wrong;(';
