import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface ContentChangeNotice {
  event: 'content.changed';
  collection: string;
  /** Public paths whose answer changed (old and new when a path moves). */
  paths: string[];
  id: string | null;
  at: string;
}

export const SIGNATURE_HEADER = 'x-content-signature';
const DELAYS_MS = [1_000, 4_000, 15_000, 60_000, 300_000];

export const signBody = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * POSTs each published change to the public site, signed with HMAC-SHA256 over the raw body, retried with backoff
 * (1 s … 5 min) and never awaited by the save that caused it. Pending retries are dropped when the server closes.
 */
export function createWebhook(url: string | undefined, secret: string | undefined, log: FastifyBaseLogger, delays = DELAYS_MS) {
  const timers = new Set<NodeJS.Timeout>();
  const controllers = new Set<AbortController>();
  let closed = false;

  async function attempt(body: string, n: number): Promise<void> {
    if (closed || !url || !secret) return;
    const ctrl = new AbortController();
    controllers.add(ctrl);
    const timeout = setTimeout(() => ctrl.abort(), 10_000);
    let failure: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
        body,
        signal: ctrl.signal,
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) failure = `status ${res.status}`;
    } catch (err) {
      failure = (err as Error).message;
    } finally {
      clearTimeout(timeout);
      controllers.delete(ctrl);
    }
    if (failure === null || closed) return;
    if (n >= delays.length) {
      log.error({ url, failure }, 'public site webhook failed, giving up');
      return;
    }
    log.warn({ url, failure, retryInMs: delays[n] }, 'public site webhook failed, retrying');
    const t = setTimeout(() => {
      timers.delete(t);
      void attempt(body, n + 1);
    }, delays[n]);
    t.unref();
    timers.add(t);
  }

  return {
    enabled: Boolean(url && secret),
    notify(notice: ContentChangeNotice) {
      void attempt(JSON.stringify(notice), 0);
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      for (const c of controllers) c.abort();
    },
  };
}
export type Webhook = ReturnType<typeof createWebhook>;
