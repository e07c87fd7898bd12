import client from '@platformatic/prom-client';
import type { MetricsSink } from './metrics.ts';

/**
 * The product's own Prometheus metrics, one set per process (server/metrics.ts is what the code calls). Served at
 * /metrics with the per-route request metrics of fastify-metrics (server/plugins/metrics.ts).
 */
export const processRegistry = new client.Registry();

let defaultsCollected = false;
/** Node.js vitals (memory, CPU, event-loop lag, handles): once per process, however many apps a test builds. */
export function collectProcessDefaults() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: processRegistry });
}

const syncRuns = new client.Counter({
  name: 'inventory_sync_runs_total',
  help: 'Inventory syncs run by this instance, by outcome (succeeded, failed)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

const syncDuration = new client.Histogram({
  name: 'inventory_sync_duration_seconds',
  help: 'Duration of the inventory syncs run by this instance, by outcome',
  labelNames: ['outcome'] as const,
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
  registers: [processRegistry],
});

const dmsErrors = new client.Counter({
  name: 'dms_errors_total',
  help: 'DMS calls that failed after their retries, by operation (the contract endpoint, or "feed" for a sync)',
  labelNames: ['operation'] as const,
  registers: [processRegistry],
});

const mailFailures = new client.Counter({
  name: 'mail_failures_total',
  help: 'Mails that could not be sent (smtp) or written (outbox)',
  labelNames: ['transport'] as const,
  registers: [processRegistry],
});

const uploads = new client.Counter({
  name: 'media_uploads_total',
  help: 'Image uploads, by outcome: received (a readable form with a file) or refused (the form could not be read or was invalid)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

// Zero series from the start: a rate over a counter that appears on its first event misses that event.
for (const outcome of ['succeeded', 'failed']) syncRuns.inc({ outcome }, 0);
for (const transport of ['smtp', 'outbox']) mailFailures.inc({ transport }, 0);
for (const outcome of ['received', 'refused']) uploads.inc({ outcome }, 0);

export const processCounters: MetricsSink = {
  syncFinished(outcome: 'succeeded' | 'failed', seconds: number) {
    syncRuns.inc({ outcome });
    syncDuration.observe({ outcome }, seconds);
  },
  dmsError(operation: string) {
    dmsErrors.inc({ operation });
  },
  mailFailed(transport: 'smtp' | 'outbox') {
    mailFailures.inc({ transport });
  },
  upload(outcome: 'received' | 'refused') {
    uploads.inc({ outcome });
  },
};
