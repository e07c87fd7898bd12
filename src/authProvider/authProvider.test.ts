import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../contract/index.ts';
import { ApiError } from '../dataProvider/http.ts';
import { i18nProvider } from '../i18n/index.ts';
import { jsonResponse } from '../test/TestAdmin.tsx';
import { createAuthProvider, LOGIN_FAILED } from './index.ts';
import { readDraft, writeDraft } from '../resources/blogPosts/blogDraft.ts';
import { getToken, setToken, TOKEN_KEY } from './storage.ts';

const me = { _id: 'u-1', email: 'me@example.com', role: 'admin', status: 'active' } as const;

/** Answers by path; records every call. */
const stubApi = (routes: Record<string, () => Response>) => {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    const answer = routes[path];
    if (!answer) throw new Error(`unexpected request to ${path}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('stores the token and knows the user without fetching the profile', async () => {
    const fetchMock = stubApi({ [endpoints.login]: () => jsonResponse(200, { ...me, token: 't-123' }) });
    const authProvider = createAuthProvider();
    await authProvider.login({ email: 'me@example.com', password: 'a long enough password' });

    expect(getToken()).toBe('t-123');
    await expect(authProvider.getIdentity()).resolves.toEqual({ id: 'u-1', fullName: 'me@example.com' });
    expect(callsTo(fetchMock, endpoints.profile)).toHaveLength(0);
    expect(authProvider.getAuthState()).toEqual({ isAppReady: true, isAuthenticated: true, currentUser: me });
  });

  it("fails with 'Incorrect Login or Password' on wrong credentials", async () => {
    stubApi({ [endpoints.login]: () => jsonResponse(401, { message: 'Invalid email or password' }) });
    const authProvider = createAuthProvider();
    const failure = authProvider.login({ email: 'me@example.com', password: 'wrong' });

    await expect(failure).rejects.toMatchObject({ message: LOGIN_FAILED, status: 401 });
    expect(i18nProvider.translate(LOGIN_FAILED)).toBe('Incorrect Login or Password');
    expect(getToken()).toBeNull();
  });

  it("shows the server's throttling message when sign-in is throttled", async () => {
    const throttled = 'Too many failed sign-ins. Try again in 15 minutes.';
    stubApi({ [endpoints.login]: () => jsonResponse(429, { message: throttled }, { 'Retry-After': '900' }) });
    const authProvider = createAuthProvider();

    await expect(authProvider.login({ email: 'me@example.com', password: 'x' })).rejects.toMatchObject({
      message: throttled,
      status: 429,
    });
  });
});

describe('logout', () => {
  it('revokes the token on the server and leaves no key of ours in localStorage', async () => {
    setToken('t-123');
    const fetchMock = stubApi({ [endpoints.logout]: () => jsonResponse(200, { message: 'Signed out' }) });
    const authProvider = createAuthProvider();
    await authProvider.logout();

    const [call] = callsTo(fetchMock, endpoints.logout);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer t-123');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(authProvider.getAuthState().currentUser).toBeNull();
    await expect(authProvider.checkAuth()).rejects.toBeDefined();
  });

  it("removes the blog drafts kept in this browser, so the next person signing in is not offered someone's unpublished text", async () => {
    setToken('t-123');
    writeDraft('new', { title: 'Unpublished', content: '<p>secret</p>' });
    writeDraft('post-7', { title: 'Edited' });
    window.localStorage.setItem('someone-else', 'kept');
    stubApi({ [endpoints.logout]: () => jsonResponse(200, { message: 'Signed out' }) });
    await createAuthProvider().logout();

    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('blogDraft:'))).toEqual([]);
    expect(readDraft('new')).toBeNull();
    expect(window.localStorage.getItem('someone-else')).toBe('kept');
    window.localStorage.removeItem('someone-else');
  });

  it('clears the session even when the server cannot be reached', async () => {
    setToken('t-123');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
    );
    const authProvider = createAuthProvider();
    await authProvider.logout();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('start with a stored token', () => {
  it('fetches the profile once and shares it', async () => {
    setToken('t-123');
    const fetchMock = stubApi({ [endpoints.profile]: () => jsonResponse(200, me) });
    const authProvider = createAuthProvider();
    expect(authProvider.getAuthState().isAppReady).toBe(false);

    await authProvider.checkAuth();
    await authProvider.checkAuth();
    await expect(authProvider.getIdentity()).resolves.toEqual({ id: 'u-1', fullName: 'me@example.com' });
    expect(callsTo(fetchMock, endpoints.profile)).toHaveLength(1);
    expect(authProvider.getAuthState()).toEqual({ isAppReady: true, isAuthenticated: true, currentUser: me });
  });

  it('resets auth and asks for login when the profile fetch fails', async () => {
    setToken('revoked');
    stubApi({ [endpoints.profile]: () => jsonResponse(401, { message: 'Session expired' }) });
    const authProvider = createAuthProvider();

    // message: false = straight to the login page, no toast (spec §8: the text is not shown)
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
    expect(getToken()).toBeNull();
    expect(authProvider.getAuthState()).toEqual({ isAppReady: true, isAuthenticated: false, currentUser: null });
  });

  it('stays signed in when the profile request gets no answer (the page is being left)', async () => {
    setToken('t-123');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const authProvider = createAuthProvider();
    // Resolving: a rejection makes react-admin call logout(), which would clear the session.
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(getToken()).toBe('t-123');
    // The next attempt asks again rather than reusing the failure.
    const fetchMock = stubApi({ [endpoints.profile]: () => jsonResponse(200, me) });
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(callsTo(fetchMock, endpoints.profile)).toHaveLength(1);
  });

  it('stays signed in when a reload cuts the profile answer after its headers arrived', async () => {
    setToken('t-456');
    // Headers received (200), then the body stream breaks: what a reload does to a request in flight.
    const cutBody = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(cutBody, { status: 200 })),
    );
    const authProvider = createAuthProvider();
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(getToken()).toBe('t-456');
  });

  it('becomes ready signed out when nothing is stored', async () => {
    const fetchMock = stubApi({});
    const authProvider = createAuthProvider();
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(authProvider.getAuthState()).toEqual({ isAppReady: true, isAuthenticated: false, currentUser: null });
  });
});

describe('checkError', () => {
  it('logs out on a 401 of the session but not on a 403', async () => {
    const authProvider = createAuthProvider();
    await expect(authProvider.checkError(new ApiError('Session expired', 401, null, true))).rejects.toBeDefined();
    await expect(authProvider.checkError(new ApiError('Forbidden', 403, null, true))).resolves.toBeUndefined();
  });

  it('ignores a 401 of a set-password link (unknown link, not an ended session)', async () => {
    const authProvider = createAuthProvider();
    await expect(authProvider.checkError(new ApiError('Unknown link', 401, null, false))).resolves.toBeUndefined();
  });
});
