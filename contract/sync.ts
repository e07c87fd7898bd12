import { z } from 'zod';

/** Spec §4, word for word. */
export const SYNC_STARTED_MESSAGE =
  'Sync with DMS is started manually. This process will take approximately 3 minutes.';
/** Spec §8: what the console shows when a sync cannot start. */
export const SYNC_FAILED_TO_START = 'Fail! Try again in 2 minutes';

export const syncLimit = z.object({
  _id: z.literal('synclimit'),
  /** The most vehicles a sync takes; null = the whole feed. */
  vehicleLimit: z.number().int().min(1).max(1_000_000).nullable(),
});
export type SyncLimit = z.infer<typeof syncLimit>;
export const syncLimitRequest = z.strictObject({
  _id: z.literal('synclimit').optional(),
  vehicleLimit: z
    .number()
    .int('vehicleLimit must be a whole number')
    .min(1, 'vehicleLimit must be at least 1')
    .max(1_000_000)
    .nullable(),
});

export const lastUpdated = z.object({
  isInProgress: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
});
export type LastUpdatedInfo = z.infer<typeof lastUpdated>;

export const totalResults = z.object({
  VehiclesCount: z.number().int(),
  UpdatedCount: z.number().int(),
  FeVehiclesCount: z.number().int(),
});
export type TotalResults = z.infer<typeof totalResults>;

export const syncStartResponse = z.object({ message: z.string(), runId: z.number().int() });

export const syncRun = z.object({
  id: z.number().int(),
  trigger: z.enum(['manual', 'schedule']),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  total: z.number().int().nullable(),
  fetched: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  marked: z.number().int(),
  error: z.string().nullable(),
});
export const syncStatusResponse = z.object({ lastUpdated, totalResults, runs: z.array(syncRun) });

/** Server events on /v1/vehicles/update-all (event name = `type`). */
export const SYNC_EVENT_TYPES = ['started', 'progress', 'finished', 'failed'] as const;
