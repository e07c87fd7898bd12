import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { webhookDeliveries } from '../db/schema.ts';

export interface ContentChangeNotice {
  event: 'content.changed';
  collection: string;
  /** Public paths whose answer changed (old and new when a path moves). */
  paths: string[];
  id: string | null;
  at: string;
}

/** HMAC-SHA256 over the body alone, as before: kept for receivers not updated yet; it cannot tell a replay. */
export const SIGNATURE_HEADER = 'x-content-signature';
/** HMAC-SHA256 over `<timestamp>.<delivery id>.<body>`: what receivers should check. */
export const SIGNATURE_V2_HEADER = 'x-content-signature-v2';
/** The notice's id, the same on every retry: a receiver that saw it already ignores it. */
export const DELIVERY_HEADER = 'x-content-delivery';
/** Unix seconds when this attempt was signed: a receiver refuses one too far from its own clock. */
export const TIMESTAMP_HEADER = 'x-content-timestamp';

const DELAYS_MS = [1_000, 4_000, 15_000, 60_000, 300_000];
/** How long an instance holds a delivery it is sending or waiting to retry before another may take it. */
const LEASE_MS = 60_000;
/** How often each instance looks for deliveries nobody holds (a crashed or closed instance's). */
const SWEEP_MS = 30_000;

export const signBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
export const signDelivery = (secret: string, timestamp: string, id: string, body: string) =>
  signBody(secret, `${timestamp}.${id}.${body}`);

export interface WebhookOptions {
  url: string | undefined;
  secret: string | undefined;
  db: Db;
  log: FastifyBaseLogger;
  delays?: number[];
}

/**
 * POSTs each published change to the public site, signed, retried with backoff (1 s … 5 min) and never awaited by
 * the save that caused it. Each notice is a row of webhook_deliveries until the site takes it or the retries are
 * spent: a restart (or another instance, once the lease has passed) sends what was pending.
 */
export function createWebhook({ url, secret, db, log, delays = DELAYS_MS }: WebhookOptions) {
  const timers = new Map<string, NodeJS.Timeout>();
  const controllers = new Set<AbortController>();
  const held = new Set<string>();
  let closed = false;
  const enabled = Boolean(url && secret);

  async function post(id: string, body: string): Promise<string | null> {
    const ctrl = new AbortController();
    controllers.add(ctrl);
    const timeout = setTimeout(() => ctrl.abort(), 10_000);
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const res = await fetch(url!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signBody(secret!, body),
          [SIGNATURE_V2_HEADER]: signDelivery(secret!, timestamp, id, body),
          [DELIVERY_HEADER]: id,
          [TIMESTAMP_HEADER]: timestamp,
        },
        body,
        signal: ctrl.signal,
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.ok ? null : `status ${res.status}`;
    } catch (err) {
      return (err as Error).message;
    } finally {
      clearTimeout(timeout);
      controllers.delete(ctrl);
    }
  }

  /** Attempt number `n` (0-based) of a delivery this instance holds. */
  async function attempt(id: string, body: string, n: number): Promise<void> {
    if (closed) return;
    const failure = await post(id, body);
    if (closed && failure !== null) return;
    // No delay left after the last attempt.
    const delay = delays[n];
    if (failure === null || delay === undefined) {
      if (failure !== null) log.error({ url, failure, delivery: id }, 'public site webhook failed, giving up');
      held.delete(id);
      await db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return;
    }
    log.warn({ url, failure, delivery: id, retryInMs: delay }, 'public site webhook failed, retrying');
    const due = Date.now() + delay;
    await db
      .update(webhookDeliveries)
      .set({ attempts: n + 1, dueAt: new Date(due), leaseUntil: new Date(due + LEASE_MS) })
      .where(eq(webhookDeliveries.id, id));
    schedule(id, body, n + 1, due);
  }

  /** Sends (now or when due) a delivery this instance holds, as attempt `n`. */
  function schedule(id: string, body: string, n: number, due: number) {
    const t = setTimeout(
      () => {
        timers.delete(id);
        void attempt(id, body, n).catch((err: unknown) => log.error({ err }, 'public site webhook failed'));
      },
      Math.max(0, due - Date.now()),
    );
    t.unref();
    timers.set(id, t);
  }

  /**
   * Takes the deliveries nobody holds that are due before the next sweep (one statement per row: two instances never
   * both take one), each sent when due.
   */
  async function sweep(): Promise<void> {
    const now = new Date();
    const free = or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, now));
    const due = await db
      .select({ id: webhookDeliveries.id, dueAt: webhookDeliveries.dueAt })
      .from(webhookDeliveries)
      .where(and(lte(webhookDeliveries.dueAt, new Date(now.getTime() + SWEEP_MS)), free))
      .orderBy(asc(webhookDeliveries.dueAt))
      .limit(100);
    for (const { id, dueAt } of due) {
      if (closed) return;
      const [taken] = await db
        .update(webhookDeliveries)
        .set({ leaseUntil: new Date(Math.max(dueAt.getTime(), Date.now()) + LEASE_MS) })
        .where(and(eq(webhookDeliveries.id, id), free))
        .returning();
      if (!taken) continue;
      held.add(id);
      schedule(id, taken.body, taken.attempts, dueAt.getTime());
    }
  }

  let sweeper: NodeJS.Timeout | undefined;
  const runSweep = () =>
    void sweep().catch((err: unknown) =>
      log.error({ err }, 'public site webhook: pending deliveries could not be read'),
    );
  if (enabled) {
    runSweep();
    sweeper = setInterval(runSweep, SWEEP_MS);
    sweeper.unref();
  }

  return {
    enabled,
    notify(notice: ContentChangeNotice) {
      if (!enabled || closed) return;
      const id = randomUUID();
      const body = JSON.stringify(notice);
      const now = Date.now();
      held.add(id);
      void db
        .insert(webhookDeliveries)
        .values({
          id,
          body,
          attempts: 0,
          dueAt: new Date(now),
          leaseUntil: new Date(now + LEASE_MS),
          createdAt: new Date(now),
        })
        .then(() => attempt(id, body, 0))
        .catch((err: unknown) => log.error({ err }, 'public site webhook failed'));
    },
    /** Stops sending; what this instance held is released for the next one to take at once. */
    async close() {
      closed = true;
      clearInterval(sweeper);
      for (const t of timers.values()) clearTimeout(t);
      for (const c of controllers) c.abort();
      if (held.size)
        await db
          .update(webhookDeliveries)
          .set({ leaseUntil: null })
          .where(inArray(webhookDeliveries.id, [...held]))
          .catch(() => undefined);
    },
  };
}
export type Webhook = ReturnType<typeof createWebhook>;
