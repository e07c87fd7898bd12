import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Db } from './db/open.ts';
import { audit, type AuditEntry } from './audit.ts';

/** Distinct buckets kept per minute; past it, the rest share one bucket without an address. */
const MAX_BUCKETS = 5_000;

interface Bucket {
  entry: AuditEntry;
  minute: number;
  /** Events after the first one of the minute, not written yet. */
  repeated: number;
}

/**
 * The audit lines anyone can cause without signing in (sign-ins with unknown emails, throttled sign-ins, reset
 * requests for no account): the first of a minute per action, outcome, reason and address is written at once, the
 * rest of that minute become one line with `details.repeated` (their count), written when the minute is flushed.
 * So one address adds at most two rows a minute per kind of event, however fast it sends; audit_log is never
 * updated (a deployment may deny the app UPDATE on it).
 */
export function createAnonymousAudit(db: Pick<Db, 'insert'>, clock: Clock, log: FastifyBaseLogger) {
  const buckets = new Map<string, Bucket>();
  let writing: Promise<void> = Promise.resolve();

  const summaryOf = (b: Bucket): AuditEntry => ({
    ...b.entry,
    actorEmail: null,
    target: null,
    details: { ...b.entry.details, repeated: b.repeated, minute: new Date(b.minute * 60_000).toISOString() },
  });

  /** Writes the summaries of every bucket (or only those of minutes before `before`) and forgets them. */
  async function flush(before = Infinity): Promise<void> {
    const due = [...buckets].filter(([, b]) => b.minute < before);
    for (const [key] of due) buckets.delete(key);
    const at = clock.now();
    for (const [, b] of due) if (b.repeated > 0) await audit(db, summaryOf(b), at);
  }

  const timer = setInterval(() => {
    writing = writing
      .then(() => flush(Math.floor(clock.now().getTime() / 60_000)))
      .catch((err: unknown) => log.error({ err }, 'anonymous audit flush failed'));
  }, 60_000);
  timer.unref();

  return {
    async record(entry: AuditEntry): Promise<void> {
      const at = clock.now();
      const minute = Math.floor(at.getTime() / 60_000);
      const reason = typeof entry.details?.reason === 'string' ? entry.details.reason : '';
      let key = [entry.action, entry.outcome ?? 'success', reason, entry.ip ?? ''].join('\n');
      if (!buckets.has(key) && buckets.size >= MAX_BUCKETS)
        key = [entry.action, entry.outcome ?? 'success', reason, '*'].join('\n');
      const bucket = buckets.get(key);
      if (bucket && bucket.minute === minute) {
        bucket.repeated++;
        return;
      }
      if (bucket && bucket.repeated > 0) await audit(db, summaryOf(bucket), at);
      buckets.set(key, { entry: key.endsWith('\n*') ? { ...entry, ip: null } : entry, minute, repeated: 0 });
      await audit(db, entry, at);
    },
    /** Writes every pending summary (the server closing; tests). */
    flush: () => (writing = writing.then(() => flush())),
    close() {
      clearInterval(timer);
      return this.flush();
    },
  };
}

export type AnonymousAudit = ReturnType<typeof createAnonymousAudit>;

declare module 'fastify' {
  interface FastifyInstance {
    anonymousAudit: AnonymousAudit;
  }
}
