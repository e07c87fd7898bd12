import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config, TrustProxy } from '../config.ts';
import { parseAddressList } from '../addressList.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that takes large bodies (media uploads): UPLOAD_TIMEOUT_MS to send one instead of REQUEST_TIMEOUT_MS. */
    upload?: boolean;
  }
}

/**
 * Which X-Forwarded-For hops Fastify believes, as its trust function (hop `i` counted from the socket's peer):
 * the client address is then the right-most untrusted one. Fastify's own number option trusts no hop at all.
 */
export function trustProxyFunction(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) return trust.hops === 0 ? false : (_address, hop) => hop < trust.hops;
  const trusted = parseAddressList(trust.addresses);
  return (address) => trusted(address);
}

/**
 * Node's own limits: the request line and headers within HEADERS_TIMEOUT_MS (checked every second; Node's default
 * check runs every 30 s), and no request, however slow, received for longer than UPLOAD_TIMEOUT_MS. Node's
 * requestTimeout ends at the last byte of the request, never in the answer: the event stream and the export
 * download are not concerned.
 */
export const slowClientServerOptions = (config: Config): { http: ServerOptions; requestTimeout: number } => ({
  http: {
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    requestTimeout: config.UPLOAD_TIMEOUT_MS,
    connectionsCheckingInterval: 1000,
  },
  requestTimeout: config.UPLOAD_TIMEOUT_MS,
});

const TIMED_OUT = JSON.stringify({ message: 'The request body was not received in time', errors: {} });
const TIMED_OUT_ANSWER =
  `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TIMED_OUT)}\r\n` +
  `Connection: close\r\n\r\n${TIMED_OUT}`;

/**
 * A client that sends its body a byte at a time held a connection (and a parser) for as long as it liked. Every
 * body must now be complete within REQUEST_TIMEOUT_MS of its headers (uploads: UPLOAD_TIMEOUT_MS), else 408 and
 * the connection is closed; at most MAX_CONNECTIONS connections are open (Node closes the ones beyond at once).
 */
export function registerSlowClients(app: FastifyInstance, config: Config) {
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const length = raw.headers['content-length'];
    const hasBody = length !== undefined ? length !== '0' : raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) {
      done();
      return;
    }
    const budget = request.routeOptions.config.upload ? config.UPLOAD_TIMEOUT_MS : config.REQUEST_TIMEOUT_MS;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      const socket = raw.socket;
      request.log.info({ url: request.url, budgetMs: budget }, 'request body not received in time: connection closed');
      // As Node answers its own timeouts: raw bytes, the parser is mid-body.
      if (!reply.raw.headersSent && socket.writable) socket.end(TIMED_OUT_ANSWER);
      setTimeout(() => socket.destroy(), 1000).unref();
    }, budget);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}
