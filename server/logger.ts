import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Query values that are secrets (invitation links) never reach a log line. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|key|api_key)=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; hostname?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
