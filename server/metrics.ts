/**
 * What the rest of the code calls to count an event: one line where it happens (the DMS client, the mailer, the
 * upload reader, the sync). Deliberately free of dependencies: the DMS client also runs in the sync's feed thread,
 * which should not load a Prometheus client it never serves. The counters themselves (server/metricsRegistry.ts)
 * are bound by the /metrics plugin at start; until then, and in other threads, a call counts nothing.
 */
export interface MetricsSink {
  syncFinished(outcome: 'succeeded' | 'failed', seconds: number): void;
  dmsError(operation: string): void;
  mailFailed(transport: 'smtp' | 'outbox'): void;
  upload(outcome: 'received' | 'refused'): void;
}

let sink: MetricsSink | null = null;

/** One sink per process: the first app built binds it, later ones (tests build several) share it. */
export function bindMetrics(counters: MetricsSink) {
  sink ??= counters;
}

export const metrics: MetricsSink = {
  syncFinished: (outcome, seconds) => sink?.syncFinished(outcome, seconds),
  dmsError: (operation) => sink?.dmsError(operation),
  mailFailed: (transport) => sink?.mailFailed(transport),
  upload: (outcome) => sink?.upload(outcome),
};
