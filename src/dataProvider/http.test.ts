import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { messageResponse } from '../../contract/index.ts';
import { setToken } from '../authProvider/storage.ts';
import { jsonResponse } from '../test/TestAdmin.tsx';
import { ApiError, fieldErrorsOf, http } from './http.ts';

const stubFetch = (answer: () => Promise<Response>) => {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API errors as the console shows them', () => {
  beforeEach(() => {
    setToken('session-token');
  });

  it("describes an error with the server's msg first", async () => {
    stubFetch(async () => jsonResponse(400, { msg: 'Stock not found', message: 'Bad Request' }));
    const error = await failureOf(http('/v1/vehicles/1', messageResponse));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Stock not found');
    expect(error.status).toBe(400);
  });

  it("describes an error with the server's message when there is no msg", async () => {
    stubFetch(async () => jsonResponse(409, { message: 'This admin is already active' }));
    const error = await failureOf(http('/v1/users/invite', messageResponse, { method: 'POST', body: {} }));
    expect(error.message).toBe('This admin is already active');
  });

  it('falls back to the spec text when the body has no message', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(http('/v1/users', messageResponse));
    expect(error.message).toBe('Oops, Error! Something went wrong;(');
    expect(error.status).toBe(502);
  });

  it('falls back to the spec text when the network fails', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(http('/v1/users', messageResponse));
    expect(error.message).toBe('Oops, Error! Something went wrong;(');
  });

  it('keeps the body so forms can show field errors', async () => {
    stubFetch(async () =>
      jsonResponse(400, { message: 'Invalid request', errors: { email: 'Please enter a valid email address' } }),
    );
    const error = await failureOf(http('/v1/users/invite', messageResponse, { method: 'POST', body: {} }));
    expect(fieldErrorsOf(error)).toEqual({ email: 'Please enter a valid email address' });
  });

  it('treats an answer that breaks the contract as an error', async () => {
    stubFetch(async () => jsonResponse(200, { unexpected: true }));
    const error = await failureOf(http('/v1/users/invite', messageResponse));
    expect(error.message).toBe('Oops, Error! Something went wrong;(');
  });
});

describe('bearer token', () => {
  it('sends the stored session token', async () => {
    setToken('session-token');
    const fetchMock = stubFetch(async () => jsonResponse(200, { message: 'ok' }));
    await http('/v1/auth/logout', messageResponse, { method: 'POST' });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('does not call the API for a session request once signed out', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, []));
    const error = await failureOf(http('/v1/users', messageResponse));
    expect(error.status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a link's token instead, and its 401 does not mean the session ended", async () => {
    setToken('session-token');
    const fetchMock = stubFetch(async () => jsonResponse(401, { message: 'Unknown link' }));
    const error = await failureOf(
      http('/v1/users/set-password', messageResponse, { method: 'POST', body: {}, token: 'link-token' }),
    );
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer link-token');
    expect(error.sessionRequest).toBe(false);
  });
});
