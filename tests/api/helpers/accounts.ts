import { ensureFirstAdmin } from '../../../server/bootstrap.ts';
import type { TestServer } from './server.ts';
import { client, lastLinkTo, tokenOf } from './client.ts';

export const GOOD_PASSWORD = 'correct horse battery staple';

/** First start: take the printed link, set a password, sign in. Returns the first admin's token. */
export async function firstAdmin(s: TestServer, password = GOOD_PASSWORD) {
  const link = await ensureFirstAdmin(s.ctx);
  if (!link) throw new Error('an admin already exists');
  const api = client(s.url);
  const set = await api.post('/v1/users/set-password', { password }, tokenOf(link));
  if (set.status !== 200) throw new Error(`set-password failed: ${JSON.stringify(set.body)}`);
  const login = await api.post<{ token: string; _id: string }>('/v1/auth/login', {
    email: s.config.ADMIN_EMAIL,
    password,
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { token: login.body.token, id: login.body._id, email: s.config.ADMIN_EMAIL, password };
}

/** An admin invites `email`, who tries to set `password` through the mailed link: the set-password answer. */
export async function inviteAndSetPassword(s: TestServer, inviterToken: string, email: string, password: string) {
  const api = client(s.url);
  const inv = await api.post('/v1/users/invite', { email }, inviterToken);
  if (inv.status !== 201) throw new Error(`invite failed: ${JSON.stringify(inv.body)}`);
  const set = await api.post('/v1/users/set-password', { password }, tokenOf(lastLinkTo(s.outboxDir, email)));
  return { ...set, email };
}

/** An admin invites `email`, who follows the mailed link and sets a password, then signs in. */
export async function invitedAdmin(
  s: TestServer,
  inviterToken: string,
  email: string,
  password = `${GOOD_PASSWORD} two`,
) {
  const api = client(s.url);
  await inviteAndSetPassword(s, inviterToken, email, password);
  const login = await api.post<{ token: string; _id: string }>('/v1/auth/login', { email, password });
  return { token: login.body.token, id: login.body._id, email, password };
}
