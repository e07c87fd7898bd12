import client from '@platformatic/prom-client';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics, { type IMetricsPluginOptions } from 'fastify-metrics';
import { ConfigError } from '../config.ts';
import { ApiError } from '../errors.ts';
import { bindMetrics } from '../metrics.ts';
import { collectProcessDefaults, processCounters, processRegistry } from '../metricsRegistry.ts';
import { MetricsAllowError, parseMetricsAllow, requestPath } from './metricsAllow.ts';

type PromClient = IMetricsPluginOptions['promClient'];
type PromRegistry = NonNullable<
  NonNullable<IMetricsPluginOptions['routeMetrics']['overrides']>['histogram']
>['registers'];

/**
 * GET /metrics in the Prometheus text format, for operators: the request count and latency of every route (by its
 * pattern, `/v1/vehicles/:id`, never the raw URL) from fastify-metrics, and the product's own counters
 * (server/metrics.ts). Served only to the addresses of METRICS_ALLOW; anyone else gets 403.
 */
export async function registerMetrics(app: FastifyInstance, allowText: string) {
  let allowed: (address: string) => boolean;
  try {
    allowed = parseMetricsAllow(allowText);
  } catch (err) {
    if (err instanceof MetricsAllowError)
      throw new ConfigError(`Invalid configuration:\n  METRICS_ALLOW: ${err.message}`);
    throw err;
  }
  collectProcessDefaults();
  bindMetrics(processCounters);
  // The route metrics in a registry of this app: a process may build several apps (the tests do), and one
  // registry cannot hold two histograms of one name.
  const routeRegistry = new client.Registry();
  await app.register(fastifyMetrics, {
    promClient: client as unknown as PromClient,
    endpoint: null,
    defaultMetrics: { enabled: false },
    routeMetrics: {
      // A histogram only: Prometheus computes the quantiles from it over all instances; the summary would cost
      // a sorted sample per route in each process and cannot be aggregated.
      enabled: { histogram: true, summary: false },
      overrides: {
        histogram: {
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
          registers: [routeRegistry] as unknown as PromRegistry,
        },
        // The plugin creates the summary even when it is off: it goes to a registry nobody serves, so /metrics lists
        // only what is collected (an empty family misleads dashboards and alert rules).
        summary: { registers: [new client.Registry()] as unknown as PromRegistry },
      },
    },
  });
  const served = client.Registry.merge([processRegistry, routeRegistry]);

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (operators; no sign-in, only from the addresses in METRICS_ALLOW, else 403)',
        security: [],
      },
      onRequest: async (request) => {
        const path = requestPath(request.socket.remoteAddress, request.headers['x-forwarded-for']);
        if (!path.every(allowed)) {
          // The addresses go to the log, not to the client: the peer may be an internal proxy's.
          request.log.info({ path }, 'metrics refused: an address on the way is not in METRICS_ALLOW');
          throw new ApiError(403, 'Metrics are served only to the addresses in METRICS_ALLOW', {});
        }
      },
    },
    async (_request, reply) => {
      const text = await served.metrics();
      return reply.type(served.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
