import { Pool } from 'undici';
import type { FuzzCase } from './requestCases.ts';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Keep-alive connections to the server under test; a few requests in flight keep both cores busy. */
export const poolFor = (baseUrl: string) => new Pool(baseUrl, { connections: 4, pipelining: 1 });

export async function send(pool: Pool, c: FuzzCase, adminToken: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (c.contentType !== undefined) headers['content-type'] = c.contentType;
  if (c.session === 'admin') headers.authorization = `Bearer ${adminToken}`;
  if (c.session === 'garbage') headers.authorization = 'Bearer not-a-token-we-ever-issued';
  const res = await pool.request({ method: c.method as 'POST', path: c.url, headers, body: c.body });
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    text: await res.body.text(),
  };
}

/** What is wrong with an answer, or null: no 5xx, and every 4xx is JSON `{message: string, errors: {field: string}}`. */
export function problemWith(a: Answer): string | null {
  if (a.status >= 500) return `answered ${a.status}: ${a.text.slice(0, 300)}`;
  if (a.status < 400) return null;
  if (!a.contentType.startsWith('application/json'))
    return `answered ${a.status} as ${a.contentType || 'no content type'}: ${a.text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(a.text);
  } catch {
    return `answered ${a.status} with a body that is not JSON: ${a.text.slice(0, 200)}`;
  }
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  const errorsOk =
    typeof errors === 'object' &&
    errors !== null &&
    !Array.isArray(errors) &&
    Object.values(errors).every((v) => typeof v === 'string');
  if (typeof message !== 'string' || !message || !errorsOk)
    return `answered ${a.status} without the {message, errors} shape: ${a.text.slice(0, 300)}`;
  return null;
}
