import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are ≥256-bit random, so a fast hash is enough at rest (ASVS 6.5.2). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerFrom(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return m?.[1] ?? null;
}
