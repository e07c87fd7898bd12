import fs from 'node:fs';
import path from 'node:path';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** A tiny HTTP client over fetch: JSON in, JSON out, bearer token optional. */
export function client(baseUrl: string) {
  async function call<T = Record<string, unknown>>(method: string, url: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(baseUrl + url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
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
    post: <T = Record<string, unknown>>(url: string, body?: unknown, token?: string, headers?: Record<string, string>) => call<T>('POST', url, { body, token, headers }),
    put: <T = Record<string, unknown>>(url: string, body?: unknown, token?: string) => call<T>('PUT', url, { body, token }),
    del: <T = Record<string, unknown>>(url: string, token?: string) => call<T>('DELETE', url, { token }),
    call,
  };
}

/** Mail bodies are quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The newest link mailed to an address, read from the .eml files in the outbox. */
export function lastLinkTo(outboxDir: string, email: string): string {
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).sort() : [];
  for (const f of files.reverse()) {
    const eml = fs.readFileSync(path.join(outboxDir, f), 'utf8');
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(eml)) continue;
    const m = /(https?:\/\/\S+\/admin\/login\?token=[A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(eml));
    if (m) return m[1];
  }
  throw new Error(`No link mailed to ${email}`);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
