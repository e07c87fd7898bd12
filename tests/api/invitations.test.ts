import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../server/bootstrap.ts';
import { client, lastLinkTo, tokenOf } from './helpers/client.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let api: ReturnType<typeof client>;
let admin: Awaited<ReturnType<typeof firstAdmin>>;

beforeAll(async () => {
  s = await startServer({ LOGIN_MAX_FAILURES: '100' });
  api = client(s.url);
});
afterAll(() => s.close());

describe('first start', () => {
  it('has no admin with a password and no default password', async () => {
    const r = await api.post('/v1/auth/login', { email: 'admin@example.com', password: 'admin' });
    expect(r.status).toBe(401);
    const rows = await s.ctx.database.query('select * from users where password_hash is not null');
    expect(rows).toHaveLength(0);
  });

  it('prints a one-time link for ADMIN_EMAIL that sets the first password', async () => {
    const link = await ensureFirstAdmin(s.ctx);
    expect(link).toContain('/admin/login?token=');
    expect(s.announced.join('\n')).toContain(link);
    admin = await (async () => {
      const set = await api.post(
        '/v1/users/set-password',
        { password: 'correct horse battery staple' },
        tokenOf(link!),
      );
      expect(set.status).toBe(200);
      const login = await api.post<{ token: string; _id: string }>('/v1/auth/login', {
        email: 'admin@example.com',
        password: 'correct horse battery staple',
      });
      expect(login.status).toBe(200);
      return {
        token: login.body.token,
        id: login.body._id,
        email: 'admin@example.com',
        password: 'correct horse battery staple',
      };
    })();
  });

  it('prints no link once an admin has a password', async () => {
    expect(await ensureFirstAdmin(s.ctx)).toBeNull();
  });
});

describe('invitations', () => {
  it('mails a link valid for 7 days and lists the invited admin', async () => {
    const r = await api.post('/v1/users/invite', { email: 'Second@Example.com' }, admin.token);
    expect(r.status).toBe(201);
    expect(lastLinkTo(s.outboxDir, 'second@example.com')).toMatch(new RegExp(`^${s.url}/admin/login\\?token=`));
    const list = await api.get<Array<Record<string, string>>>('/v1/users', admin.token);
    expect(list.body).toContainEqual({
      _id: expect.any(String),
      login: 'second',
      email: 'second@example.com',
      role: 'admin',
      status: 'invited',
    });
    const rows = await s.ctx.database.query<{ expires_at: Date; created_at: Date; token_hash: string }>(
      "select i.* from invitations i join users u on u.id = i.user_id where u.email = 'second@example.com'",
    );
    expect(nth(rows, 0).expires_at.getTime() - nth(rows, 0).created_at.getTime()).toBe(7 * 24 * 3600_000);
    expect(nth(rows, 0).token_hash).not.toBe(tokenOf(lastLinkTo(s.outboxDir, 'second@example.com')));
  });

  it('refuses an invalid address with a field error and changes nothing', async () => {
    const before = await s.ctx.database.query('select id from users');
    const r = await api.post('/v1/users/invite', { email: 'not-an-email' }, admin.token);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errors: { email: expect.any(String) } });
    expect(await s.ctx.database.query('select id from users')).toHaveLength(before.length);
  });

  it('refuses a name before @ longer than 64 characters, which mail servers would refuse', async () => {
    const r = await api.post('/v1/users/invite', { email: `${'a'.repeat(65)}@example.com` }, admin.token);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errors: { email: 'The part before @ must be at most 64 characters' } });
    expect((await api.post('/v1/users/invite', { email: `${'a'.repeat(64)}@example.com` }, admin.token)).status).toBe(
      201,
    );
  });

  it('refuses to invite an address that already belongs to an active admin', async () => {
    const r = await api.post('/v1/users/invite', { email: admin.email }, admin.token);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('An admin with this email already exists');
  });

  it('requires a signed-in admin to invite', async () => {
    expect((await api.post('/v1/users/invite', { email: 'x@example.com' })).status).toBe(401);
  });

  it('replaces an earlier invitation: only the newest link works', async () => {
    await api.post('/v1/users/invite', { email: 'third@example.com' }, admin.token);
    const first = lastLinkTo(s.outboxDir, 'third@example.com');
    await new Promise((r) => setTimeout(r, 5));
    await api.post('/v1/users/invite', { email: 'third@example.com' }, admin.token);
    const second = lastLinkTo(s.outboxDir, 'third@example.com');
    expect(second).not.toBe(first);
    const old = await api.post('/v1/users/set-password', { password: 'a perfectly fine passphrase' }, tokenOf(first));
    expect(old.status).toBe(401);
    const fresh = await api.post(
      '/v1/users/set-password',
      { password: 'a perfectly fine passphrase' },
      tokenOf(second),
    );
    expect(fresh.status).toBe(200);
  });

  it('refuses a link used twice with 410', async () => {
    const link = lastLinkTo(s.outboxDir, 'third@example.com');
    const again = await api.post(
      '/v1/users/set-password',
      { password: 'another perfectly fine passphrase' },
      tokenOf(link),
    );
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been used/);
  });

  it('refuses an expired link with 410', async () => {
    await api.post('/v1/users/invite', { email: 'late@example.com' }, admin.token);
    const link = lastLinkTo(s.outboxDir, 'late@example.com');
    s.clock.advance(7 * 24 * 3600_000 + 1000);
    const r = await api.post('/v1/users/set-password', { password: 'a perfectly fine passphrase' }, tokenOf(link));
    expect(r.status).toBe(410);
    expect(r.body.message).toMatch(/expired/);
    admin.token = (
      await api.post<{ token: string }>('/v1/auth/login', { email: admin.email, password: admin.password })
    ).body.token;
  });

  it('refuses an unknown link with 401', async () => {
    const r = await api.post('/v1/users/set-password', { password: 'a perfectly fine passphrase' }, 'A'.repeat(43));
    expect(r.status).toBe(401);
    expect(r.body.message).toMatch(/not valid/);
  });

  it('has no password field in the invitation request', async () => {
    const r = await api.post(
      '/v1/users/invite',
      { email: 'pw@example.com', password: 'chosen by the admin!' },
      admin.token,
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errors: { password: 'Unknown field' } });
  });
});
