import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, lastLinkTo, tokenOf } from './helpers/client.ts';
import { firstAdmin, inviteAndSetPassword } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let api: ReturnType<typeof client>;
let admin: Awaited<ReturnType<typeof firstAdmin>>;
let n = 0;

beforeAll(async () => {
  s = await startServer({ LOGIN_MAX_FAILURES: '100' });
  api = client(s.url);
  admin = await firstAdmin(s);
});
afterAll(() => s.close());

/** "Forgot password?", and the mailing it starts after answering. */
async function forgot(email: string) {
  const r = await api.post('/v1/auth/forgot-password', { email });
  await s.app.background.idle();
  return r;
}

/** Invites a fresh address and tries to set `password` through its link. */
const trySet = (password: string, email = `user${++n}@example.com`) =>
  inviteAndSetPassword(s, admin.token, email, password);

describe('password rule', () => {
  it('refuses 14 characters and accepts 15, with a field error', async () => {
    const short = await trySet('fourteen chars');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errors: { password: 'Password must be at least 15 characters' } });
    expect((await trySet('fifteen chars!!x')).status).toBe(200);
  });

  it('accepts a passphrase without composition rules', async () => {
    expect((await trySet('correct horse battery staple')).status).toBe(200);
  });

  it('refuses more than 128 characters', async () => {
    const r = await trySet('x'.repeat(60) + 'y'.repeat(69));
    expect(r.status).toBe(400);
  });

  it('refuses common passwords, repetitions, keyboard walks and repeated words with dates', async () => {
    for (const pw of [
      '1qaz2wsx3edc4rfv',
      'passwordpassword',
      'iloveyou12345678',
      'abcabcabcabcabcabc',
      'qwertyuiopasdfgh',
      'Summer2025Summer2025',
    ]) {
      const r = await trySet(pw);
      expect(r.status, pw).toBe(400);
      expect(String(r.body.message)).toMatch(/too common/);
    }
  });

  it('refuses the word admin and the product name', async () => {
    for (const pw of ['my great admin passphrase', 'vehicle admin 2025 is the best', 'Vehicle-Admin-Rocks-2025']) {
      const r = await trySet(pw);
      expect(r.status, pw).toBe(400);
      expect(String(r.body.message)).toMatch(/must not contain/);
    }
  });

  it('does not truncate: a 100-character password works and a changed last character fails', async () => {
    const pw = 'long passphrase '.repeat(6).slice(0, 99) + 'Z';
    const { email, status } = await trySet(pw);
    expect(status).toBe(200);
    expect((await api.post('/v1/auth/login', { email, password: pw })).status).toBe(200);
    expect((await api.post('/v1/auth/login', { email, password: pw.slice(0, 99) + 'Y' })).status).toBe(401);
  });

  it('stores argon2id hashes with at least 19 MiB and 2 passes', async () => {
    const rows = await s.ctx.database.query<{ password_hash: string }>(
      'select password_hash from users where password_hash is not null',
    );
    for (const { password_hash } of rows) {
      const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(password_hash);
      expect(m).not.toBeNull();
      expect(Number(m![1])).toBeGreaterThanOrEqual(19456);
      expect(Number(m![2])).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('password resets', () => {
  it('answers forgot-password the same way whether or not the email exists', async () => {
    const known = await forgot(admin.email);
    const unknown = await forgot('nobody@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
  });

  it('mails a reset link valid for one hour', async () => {
    await forgot(admin.email);
    const link = lastLinkTo(s.outboxDir, admin.email);
    s.clock.advance(3600_000 + 1000);
    const r = await api.post('/v1/users/set-password', { password: 'a brand new passphrase' }, tokenOf(link));
    expect(r.status).toBe(410);
    admin.token = (
      await api.post<{ token: string }>('/v1/auth/login', { email: admin.email, password: admin.password })
    ).body.token;
  });

  it("setting a new password ends the admin's other sessions and the old password stops working", async () => {
    const other = await api.post<{ token: string }>('/v1/auth/login', { email: admin.email, password: admin.password });
    await forgot(admin.email);
    const r = await api.post(
      '/v1/users/set-password',
      { password: 'a brand new passphrase' },
      tokenOf(lastLinkTo(s.outboxDir, admin.email)),
    );
    expect(r.status).toBe(200);
    expect((await api.get('/v1/auth/profile', other.body.token)).status).toBe(401);
    expect((await api.post('/v1/auth/login', { email: admin.email, password: admin.password })).status).toBe(401);
    admin.password = 'a brand new passphrase';
    admin.token = (
      await api.post<{ token: string }>('/v1/auth/login', { email: admin.email, password: admin.password })
    ).body.token;
    expect(admin.token).toBeTruthy();
  });

  it('lets an admin send a reset link to another admin', async () => {
    const { email } = await trySet('someone elses passphrase');
    const list = await api.get<Array<{ _id: string; email: string }>>('/v1/users', admin.token);
    const id = list.body.find((u) => u.email === email)!._id;
    const r = await api.post(`/v1/users/${id}/reset-password`, undefined, admin.token);
    expect(r.status).toBe(202);
    const link = lastLinkTo(s.outboxDir, email);
    expect(
      (await api.post('/v1/users/set-password', { password: 'their new passphrase ok' }, tokenOf(link))).status,
    ).toBe(200);
    expect((await api.post('/v1/auth/login', { email, password: 'their new passphrase ok' })).status).toBe(200);
  });

  it('answers forgot-password without waiting for the mail', async () => {
    const send = s.ctx.mailer.send;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    s.ctx.mailer.send = async (mail) => {
      await held;
      return send.call(s.ctx.mailer, mail);
    };
    try {
      const r = await api.post('/v1/auth/forgot-password', { email: admin.email });
      expect(r.status).toBe(202);
    } finally {
      release();
      s.ctx.mailer.send = send;
      await s.app.background.idle();
    }
  });

  it('mails at most 3 reset links an hour to one admin; more requests get the same answer and replace no link', async () => {
    s.clock.advance(3600_000 + 1000);
    const { email } = await trySet('a passphrase to be reset');
    const mails = () => fs.readdirSync(s.outboxDir).length;
    const links: string[] = [];
    for (let i = 0; i < 3; i++) {
      await forgot(email);
      links.push(lastLinkTo(s.outboxDir, email));
    }
    expect(new Set(links).size).toBe(3);
    const before = mails();
    const more = await forgot(email);
    expect(more.status).toBe(202);
    expect(mails()).toBe(before);
    expect(
      (await api.post('/v1/users/set-password', { password: 'the reset passphrase' }, tokenOf(nth(links, 2)))).status,
    ).toBe(200);
    // An hour later it mails again.
    s.clock.advance(3600_000 + 1000);
    await forgot(email);
    expect(mails()).toBe(before + 1);
  });

  it('records password changes in the audit log', async () => {
    const rows = await s.ctx.database.query("select * from audit_log where action = 'users.password_set'");
    expect(rows.length).toBeGreaterThan(3);
  });
});
