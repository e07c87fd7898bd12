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
  close(): Promise<void>;
}

const SYNC_CHANNEL = 'inventory_sync';

/** One process (PGlite): events stay in memory. */
export function memoryBus<E = SyncEvent>(): EventBus<E> {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  return {
    publish: async (e) => void em.emit('event', e),
    subscribe(fn) {
      em.on('event', fn);
      return () => em.off('event', fn);
    },
    close: async () => void em.removeAllListeners(),
  };
}

/**
 * Several instances (PostgreSQL): events go through NOTIFY, and every instance LISTENs on its own connection
 * (LISTEN cannot share the pool), so a client connected anywhere sees a sync run anywhere.
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
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return;
      try {
        em.emit('event', JSON.parse(n.payload) as E);
      } catch (err) {
        onError(err as Error);
      }
    });
    c.on('error', (err) => {
      onError(err);
      if (!closed) setTimeout(() => void connect().catch(onError), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    listener = c;
  };
  await connect();
  return {
    publish: async (e) => void (await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(e)])),
    subscribe(fn) {
      em.on('event', fn);
      return () => em.off('event', fn);
    },
    async close() {
      closed = true;
      em.removeAllListeners();
      await listener?.end().catch(() => undefined);
    },
  };
}
