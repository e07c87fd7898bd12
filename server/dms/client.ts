import type { z } from 'zod';
import { DMS_API_KEY_HEADER, dmsEndpoints, type DmsEndpointName } from '../../contract/dms.ts';
import { metrics } from '../metrics.ts';

export class DmsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface DmsClientOptions {
  /** Resolved per call: the mounted sandbox only knows its URL once the server listens. */
  baseUrl: () => string;
  apiKey: string;
  timeoutMs: number;
  /** Attempts after the first one, for network errors, timeouts, 5xx, 429 and unreadable answers. */
  retries?: number;
  backoffMs?: number;
}

type Endpoint<N extends DmsEndpointName> = (typeof dmsEndpoints)[N];
type Answer<N extends DmsEndpointName> = z.output<Endpoint<N>['response']>;
export interface CallInput {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** HTTP to the DMS: bounded time, bounded retries with backoff, and every answer checked against the contract. */
export function createDmsClient(opts: DmsClientOptions) {
  const retries = opts.retries ?? 2;
  const backoff = opts.backoffMs ?? 300;

  async function once(url: string, method: string, body: unknown) {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          [DMS_API_KEY_HEADER]: opts.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new DmsError(
        timedOut
          ? `the DMS did not answer within ${opts.timeoutMs} ms`
          : `the DMS cannot be reached (${(err as Error).message})`,
      );
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw new DmsError(`the DMS answer was cut off (${(err as Error).message})`, res.status);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new DmsError(
        `the DMS sent an unreadable answer (HTTP ${res.status}, ${text.length} bytes of invalid JSON)`,
        res.status,
      );
    }
    if (!res.ok) {
      const msg =
        typeof json === 'object' && json && 'msg' in json
          ? String((json as { msg: unknown }).msg)
          : `HTTP ${res.status}`;
      throw new DmsError(`the DMS answered ${res.status}: ${msg}`, res.status);
    }
    return json;
  }

  const retryable = (e: DmsError) => e.status === undefined || e.status >= 500 || e.status === 429 || e.status === 200;

  async function call<N extends DmsEndpointName>(name: N, input: CallInput = {}): Promise<Answer<N>> {
    const ep: Endpoint<N> = dmsEndpoints[name];
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(input.query ?? {})) if (v !== undefined) qs.set(k, String(v));
    const url = `${opts.baseUrl().replace(/\/+$/, '')}${ep.path}${qs.size ? `?${qs}` : ''}`;
    let lastError: DmsError | undefined;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(backoff * 2 ** (attempt - 1) * (0.75 + Math.random() / 2));
      try {
        const json = await once(url, ep.method, input.body);
        const parsed = ep.response.safeParse(json);
        if (!parsed.success) {
          const [issue] = parsed.error.issues;
          const where = issue?.path.join('.') || '(root)';
          // A wrong shape is not transient: no retry, and nothing of it is applied.
          throw Object.assign(
            new DmsError(
              `the DMS answer to ${ep.path} does not match the contract at ${where}: ${issue?.message ?? 'invalid'}`,
            ),
            { final: true },
          );
        }
        return parsed.data as Answer<N>;
      } catch (err) {
        const e = err instanceof DmsError ? err : new DmsError(String(err));
        if ((e as DmsError & { final?: boolean }).final || !retryable(e)) {
          metrics.dmsError(name);
          throw e;
        }
        lastError = e;
      }
    }
    metrics.dmsError(name);
    throw new DmsError(`${lastError?.message ?? 'the DMS failed'} (after ${retries + 1} attempts)`, lastError?.status);
  }

  return { call };
}

export type DmsClient = ReturnType<typeof createDmsClient>;
