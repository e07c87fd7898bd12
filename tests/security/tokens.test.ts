import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../server/auth/tokens.ts';
import { firstAdmin } from '../api/helpers/accounts.ts';
import { client, lastLinkTo, tokenOf } from '../api/helpers/client.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';
import { nth } from '../support/nth.ts';

// ASVS 5.0 11.5.1 / 7.2.3 (random tokens) and 6.5.2 (secrets stored as hashes).
let s: TestServer;
let api: ReturnType<typeof client>;
let admin: Awaited<ReturnType<typeof firstAdmin>>;

beforeAll(async () => {
  s = await startServer();
  api = client(s.url);
  admin = await firstAdmin(s);
});
afterAll(() => s.close());

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

describe('tokens', () => {
  it('V11.5.1 / V7.2.3 cryptography: tokens are 32 random bytes, unique over 10,000', () => {
    const tokens = Array.from({ length: 10_000 }, newToken);
    expect(new Set(tokens).size).toBe(10_000);
    for (const t of tokens.slice(0, 100)) expect(Buffer.from(t, 'base64url').length).toBe(32);
    // Every bit varies: no fixed prefix or counter inside.
    const ones = Array.from({ length: 256 }, () => 0);
    for (const t of tokens.slice(0, 2000))
      Buffer.from(t, 'base64url').forEach((byte, i) => {
        for (let b = 0; b < 8; b++) ones[i * 8 + b] = nth(ones, i * 8 + b) + ((byte >> b) & 1);
      });
    for (const n of ones) expect(n).toBeGreaterThan(800);
  });

  it('V6.5.2 authentication: the database holds session and link tokens only as SHA-256 hashes', async () => {
    const session = (
      await api.post<{ token: string }>('/v1/auth/login', { email: admin.email, password: admin.password })
    ).body.token;
    await api.post('/v1/users/invite', { email: 'hashed@example.com' }, admin.token);
    const link = tokenOf(lastLinkTo(s.outboxDir, 'hashed@example.com'));
    const sessions = (
      await s.ctx.database.query<{ row: string; token_hash: string }>(
        'select s::text as row, token_hash from sessions s',
      )
    ).map((r) => r);
    const links = await s.ctx.database.query<{ row: string; token_hash: string }>(
      'select i::text as row, token_hash from invitations i',
    );
    expect(sessions.map((r) => r.token_hash)).toContain(sha256(session));
    expect(links.map((r) => r.token_hash)).toContain(sha256(link));
    const everything = [...sessions, ...links].map((r) => r.row).join('\n');
    expect(everything).not.toContain(session);
    expect(everything).not.toContain(link);
  });
});
