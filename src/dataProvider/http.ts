import { HttpError } from 'react-admin';
import type { ZodType } from 'zod';
import { FALLBACK_ERROR_MESSAGE } from '../../contract/index.ts';
import { getToken } from '../authProvider/storage.ts';
import { takeEarlyGet } from './earlyRequest.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method?: HttpMethod;
  /** Serialised as JSON. */
  body?: unknown;
  /**
   * `undefined`: the stored session token; `null`: no Authorization header;
   * a string: that token (an invitation or reset link's token).
   */
  token?: string | null;
  signal?: AbortSignal;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

/** An error body as the API (and the DMS) send it: `{message | msg, errors?}`. */
export type ApiErrorBody = Record<string, unknown> & {
  message?: unknown;
  msg?: unknown;
  errors?: unknown;
};

/**
 * react-admin's `HttpError` (so notifications, checkError and form field errors all work)
 * plus whether the request carried the session token: a 401 on a set-password link means
 * "unknown link", not "your session ended", and must not log anybody out.
 */
export class ApiError extends HttpError {
  readonly sessionRequest: boolean;
  constructor(message: string, status: number, body: ApiErrorBody | null, sessionRequest: boolean) {
    super(message, status, body);
    this.sessionRequest = sessionRequest;
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec §8: the description is the server's `msg`, else its `message`, else the fallback. */
export const errorMessageOf = (body: unknown): string => {
  if (isRecord(body)) {
    for (const key of ['msg', 'message'] as const) {
      const value = body[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return FALLBACK_ERROR_MESSAGE;
};

/** The error of a non-2xx answer: the server's message, and its body (field errors) when it sent JSON. */
export const answerError = (status: number, body: unknown, sessionRequest: boolean) =>
  new ApiError(
    errorMessageOf(body),
    status,
    isRecord(body) ? body : { message: FALLBACK_ERROR_MESSAGE },
    sessionRequest,
  );

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    // Proxies and crashed upstreams answer HTML or plain text: no usable message.
    return null;
  }
};

const isAbortError = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * Calls the product API on the same origin and checks the answer against its contract
 * schema, so callers get typed data without casts. Non-2xx answers, network failures and
 * answers that break the contract all reject with an `ApiError`.
 */
export const http = async <T>(
  path: string,
  schema: ZodType<T>,
  { method = 'GET', body, token, signal }: HttpRequest = {},
): Promise<HttpResponse<T>> => {
  const bearer = token === undefined ? getToken() : token;
  const sessionRequest = token === undefined;
  if (sessionRequest && bearer == null) {
    // Signed out (e.g. a list refetching while logout navigates away): the server would
    // only answer 401, so answer it here and spare the request.
    throw new ApiError('ra.notification.logged_out', 401, null, true);
  }
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);

  let response: Response;
  let json: unknown;
  try {
    const early = method === 'GET' && sessionRequest ? takeEarlyGet(path) : undefined;
    response = await (early ??
      fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
    // Reading the body can fail too: leaving the page (a reload) cuts it after the headers arrived. That is no
    // answer either (status 0); taken for a bad answer, it made the profile fetch clear the stored session.
    json = await parseBody(response);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(FALLBACK_ERROR_MESSAGE, 0, null, sessionRequest);
  }

  if (!response.ok) throw answerError(response.status, json, sessionRequest);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(FALLBACK_ERROR_MESSAGE, response.status, null, sessionRequest);
  }
  return { status: response.status, headers: response.headers, json: parsed.data };
};

/** Field errors of a 400 answer (`{errors: {field: msg}}`), if any. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined => {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return undefined;
  const { errors } = error.body;
  if (!isRecord(errors)) return undefined;
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};
