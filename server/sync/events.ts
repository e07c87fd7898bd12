import { EventEmitter } from 'node:events';
import pg from 'pg';

export interface SyncCounts {
  VehiclesCount: number;
  UpdatedCount: number;
  FeVehiclesCount: number;
}
export interface LastUpdated {
  isInProgress: boolean;
  lastRunAt: string | null;
  lastFinishedAt: string | null;
  nextRunAt: string | null;
}

export type SyncEvent =
  | { type: 'started'; runId: number; trigger: 'manual' | 'schedule' }
  | { type: 'progress'; runId: number; processed: number; total: number | null }
  | { type: 'finished'; runId: number; lastUpdated: LastUpdated; counts: SyncCounts }
  | { type: 'failed'; runId: number; message: string };

/** Publish/subscribe across instances; the sync's events by default, content changes on their own channel. */
export interface EventBus<E = SyncEvent> {
  publish(event: E): Promise<void>;
  subscribe(listener: (event: E) => void): () => void;
  /**
   * Called when events from other instances may have been missed (the listening connection was lost, and again once
   * it is back): whatever a subscriber keeps because no event said otherwise must be dropped then.
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

const SYNC_CHANNEL = 'inventory_sync';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/** One process (PGlite): events stay in memory and none can be missed. */
export function memoryBus<E = SyncEvent>(): EventBus<E> {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  return {
    publish: async (e) => void em.emit('event', e),
    subscribe(fn) {
      em.on('event', fn);
      return () => em.off('event', fn);
    },
    onGap: () => () => undefined,
    close: async () => void em.removeAllListeners(),
  };
}

/**
 * Several instances (PostgreSQL): events go through NOTIFY, and every instance LISTENs on its own connection
 * (LISTEN cannot share the pool), so a client connected anywhere sees a sync run anywhere.
 *
 * An instance's events are published one after the other: NOTIFYs sent on different pool connections at once
 * could commit, and so arrive, out of order (a progress after its finished). A lost listening connection is
 * reopened with backoff until it is back, and subscribers hear of the gap (onGap) both when it is lost and
 * when it is back, since changes made elsewhere meanwhile were never heard.
 */
export async function postgresBus<E = SyncEvent>(
  url: string,
  pool: pg.Pool,
  onError: (err: Error) => void,
  channel = SYNC_CHANNEL,
): Promise<EventBus<E>> {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  let closed = false;
  let listener: pg.Client | undefined;
  const gap = () => em.emit('gap');
  const connect = async () => {
    // keepAlive: a connection dropped without a word (a NAT, a failover) is noticed and reopened.
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return;
      try {
        em.emit('event', JSON.parse(n.payload) as E);
      } catch (err) {
        onError(err as Error);
      }
    });
    // Either may come first (or alone) when the server ends the connection; the first one counts.
    const lost = (err?: Error) => {
      if (closed || listener !== c) return;
      onError(err ?? new Error(`the connection listening on ${channel} ended`));
      listener = undefined;
      void c.end().catch(() => undefined);
      gap();
      void reconnect();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    listener = c;
  };
  const reconnect = async () => {
    for (let wait = RECONNECT_MIN_MS; !closed; wait = Math.min(wait * 2, RECONNECT_MAX_MS)) {
      await new Promise((r) => setTimeout(r, wait).unref());
      if (closed) return;
      try {
        await connect();
        gap();
        return;
      } catch (err) {
        onError(err as Error);
      }
    }
  };
  await connect();
  let sending: Promise<unknown> = Promise.resolve();
  return {
    publish(e) {
      const sent = sending.then(() => pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(e)]));
      sending = sent.catch(() => undefined);
      return sent.then(() => undefined);
    },
    subscribe(fn) {
      em.on('event', fn);
      return () => em.off('event', fn);
    },
    onGap(fn) {
      em.on('gap', fn);
      return () => em.off('gap', fn);
    },
    async close() {
      closed = true;
      em.removeAllListeners();
      await sending;
      await listener?.end().catch(() => undefined);
    },
  };
}
