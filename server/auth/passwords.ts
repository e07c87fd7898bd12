import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/auth.ts';

// Argon2id, 19 MiB, t=2, p=1: the ASVS 5.0 Appendix C minimum (const enum: 2 = Argon2id).
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

/**
 * Whether a stored hash was made with other parameters than today's (an older release, weaker settings): after a
 * sign-in that proved the password, it is hashed again with today's (ASVS 5.0 V11.4.2: a hash is upgraded on use).
 */
export function needsRehash(stored: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  return (
    !m || Number(m[1]) !== ARGON2.memoryCost || Number(m[2]) !== ARGON2.timeCost || Number(m[3]) !== ARGON2.parallelism
  );
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows, verified for unknown emails so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  return dummyHash.then((h) => verifyPassword(h, password));
}

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * zxcvbn's estimate catches what a list cannot: keyboard walks (qwertyuiopasdfgh), repeats and dates
 * (Summer2025Summer2025). Below score 3 it guesses the password within 10^10 tries. Built on first use.
 */
let estimator: ZxcvbnFactory | undefined;
const guessable = (password: string) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).score < 3;
};

/** Returns the reason a password is refused, or null. Length and blocklist only, no composition rules. */
export function passwordProblem(password: string, context: { productName: string; email?: string }): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^a-z0-9]/g, '');
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (common.has(lower) || common.has(core) || /^(.{1,8}?)\1+$/.test(lower) || guessable(password)) {
    return 'This password is too common. Choose a less predictable one';
  }
  const banned = ['admin', context.productName.toLowerCase().replace(/[^a-z0-9]/g, '')];
  const local = context.email
    ?.split('@')[0]
    ?.toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (local && local.length >= 4) banned.push(local);
  if (banned.some((w) => w && letters.includes(w))) {
    return 'Password must not contain "admin", the product name or your email';
  }
  return null;
}
