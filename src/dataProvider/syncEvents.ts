import { z } from 'zod';
import { lastUpdated, totalResults } from '../../contract/index.ts';
import { fetchWithSession } from './sessionFetch.ts';

/** Server events of GET /v1/vehicles/update-all (server/routes/syncEvents.ts), event name = `type`. */
const SYNC_EVENTS_PATH = '/v1/vehicles/update-all';

const summary = z.object({ lastUpdated, counts: totalResults });

const syncEvent = z.discriminatedUnion('type', [
  /** Sent first on every connection: the state right now. */
  summary.extend({ type: z.literal('status') }),
  z.object({ type: z.literal('started'), runId: z.number() }),
  z.object({ type: z.literal('progress'), runId: z.number(), processed: z.number(), total: z.number().nullable() }),
  summary.extend({ type: z.literal('finished'), runId: z.number() }),
  z.object({ type: z.literal('failed'), runId: z.number(), message: z.string() }),
]);
export type SyncEvent = z.infer<typeof syncEvent>;

/** One SSE message → a typed event; unknown or malformed messages are skipped, not fatal. */
export const toSyncEvent = (event: string | undefined, data: string): SyncEvent | null => {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const parsed = syncEvent.safeParse({ ...payload, type: event });
  return parsed.success ? parsed.data : null;
};

/** Reads the stream once, with the bearer header (no token in a URL, so no EventSource); rejects when it drops. */
export const readSyncEvents = async (onEvent: (event: SyncEvent) => void, signal: AbortSignal): Promise<void> => {
  const response = await fetchWithSession(SYNC_EVENTS_PATH, 'text/event-stream', signal);
  if (!response.body) return;
  // The parser loads with the first stream (the cars list), not with the console (initial JS budget).
  const { createParser } = await import('eventsource-parser');
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const parsed = toSyncEvent(event, data);
      if (parsed) onEvent(parsed);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
};
