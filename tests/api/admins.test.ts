import { afterAll, beforeAll, expect, it } from 'vitest';
import { client } from './helpers/client.ts';
import { firstAdmin, invitedAdmin } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let api: ReturnType<typeof client>;
let first: Awaited<ReturnType<typeof firstAdmin>>;
let second: Awaited<ReturnType<typeof invitedAdmin>>;

beforeAll(async () => {
  s = await startServer();
  api = client(s.url);
  first = await firstAdmin(s);
  second = await invitedAdmin(s, first.token, 'second@example.com');
});
afterAll(() => s.close());

it('lists admins with _id, login, email, role and status', async () => {
  const r = await api.get<unknown[]>('/v1/users', second.token);
  expect(r.status).toBe(200);
  expect(r.body).toEqual([
    { _id: first.id, login: 'admin', email: 'admin@example.com', role: 'admin', status: 'active' },
    { _id: second.id, login: 'second', email: 'second@example.com', role: 'admin', status: 'active' },
  ]);
});

it('refuses the list without a session', async () => {
  expect((await api.get('/v1/users')).status).toBe(401);
});

it('does not let an admin delete themself', async () => {
  const r = await api.del(`/v1/users/${first.id}`, first.token);
  expect(r.status).toBe(403);
  expect((await api.get('/v1/auth/profile', first.token)).status).toBe(200);
});

it('answers 400 for a malformed id and 404 for an unknown one', async () => {
  expect((await api.del('/v1/users/not-a-uuid', first.token)).status).toBe(400);
  expect((await api.del('/v1/users/00000000-0000-4000-8000-000000000000', first.token)).status).toBe(404);
});

it('deleting an admin revokes all their sessions at once', async () => {
  const another = await api.post<{ token: string }>('/v1/auth/login', {
    email: second.email,
    password: second.password,
  });
  const r = await api.del(`/v1/users/${second.id}`, first.token);
  expect(r.status).toBe(200);
  expect(r.body.message).toBe('Data deleted successfully');
  expect((await api.get('/v1/auth/profile', second.token)).status).toBe(401);
  expect((await api.get('/v1/auth/profile', another.body.token)).status).toBe(401);
  expect((await api.post('/v1/auth/login', { email: second.email, password: second.password })).status).toBe(401);
});

it('records invitations and deletions in the audit log with who and when', async () => {
  const rows = await s.ctx.database.query<{ action: string; actor_email: string; target: string; at: Date }>(
    "select action, actor_email, target, at from audit_log where action in ('users.invite', 'users.delete') order by id",
  );
  // The first one is the first-start invitation, made by nobody.
  expect(rows.map((r) => r.action)).toEqual(['users.invite', 'users.invite', 'users.delete']);
  expect(rows[1]).toMatchObject({ actor_email: 'admin@example.com', target: 'second@example.com' });
  expect(rows[2]).toMatchObject({ actor_email: 'admin@example.com', target: 'second@example.com' });
  expect(nth(rows, 2).at).toBeInstanceOf(Date);
});
