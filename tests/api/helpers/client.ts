import http from 'node:http';
import { lastLinkIn } from '../../support/outbox.ts';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** A tiny HTTP client over fetch: JSON in, JSON out, bearer token optional. */
export function client(baseUrl: string) {
  async function call<T = Record<string, unknown>>(
    method: string,
    url: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(baseUrl + url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: body as T };
  }
  return {
    get: <T = Record<string, unknown>>(url: string, token?: string) => call<T>('GET', url, { token }),
    post: <T = Record<string, unknown>>(
      url: string,
      body?: unknown,
      token?: string,
      headers?: Record<string, string>,
    ) => call<T>('POST', url, { body, token, headers }),
    put: <T = Record<string, unknown>>(url: string, body?: unknown, token?: string) =>
      call<T>('PUT', url, { body, token }),
    del: <T = Record<string, unknown>>(url: string, token?: string) => call<T>('DELETE', url, { token }),
    call,
  };
}

/** The newest link mailed to an address, read from the .eml files in the outbox. */
export const lastLinkTo = lastLinkIn;

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** A sign-in sent from another loopback address (127.0.0.0/8 is all local on Linux): another client IP. Its status. */
export function loginFrom(
  baseUrl: string,
  localAddress: string,
  body: { email: string; password: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/v1/auth/login`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A JSON POST sent from another loopback address, optionally with headers (X-Forwarded-For). Its status and headers. */
export function postFrom(
  baseUrl: string,
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${url}`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
