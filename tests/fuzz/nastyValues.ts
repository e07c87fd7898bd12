import fc from 'fast-check';

/** Strings that broke servers before: NUL and lone surrogates (PostgreSQL cannot store them), injections, odd Unicode. */
export const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\udc00\ud800',
  '😀',
  '',
  ' ',
  '\t\r\n',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '%00',
  '%',
  '${7*7}{{7*7}}',
  '\r\nX-Injected: 1',
  '\u202eevil',
  'Ａｄｍｉｎ',
  'null',
  'NaN',
  '1e309',
  '-0',
  '__proto__',
];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1.5,
  -1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
];

/** Keys a client should never be able to smuggle in: prototype pollution and mass assignment. */
export const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'id',
  '_id',
  'userId',
  'createdAt',
  'createdBy',
  'version',
  'status',
  'isAdmin',
  'passwordHash',
  '',
];

const HUGE_WEIGHT = Number(process.env.FUZZ_HUGE_WEIGHT ?? 2);

const nest = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

/** Any JSON value of the wrong kind for most fields, and the sizes that stress parsers and databases. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 60, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 40, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 40, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }, 'text', 123, [[[]]]) },
  { weight: 20, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  // Huge values cost the most time per case: a few percent of the cases, each size still reached every few batches.
  { weight: HUGE_WEIGHT, arbitrary: fc.constantFrom(5_000, 100_000, 600_000).map((n) => 'x'.repeat(n)) },
  { weight: HUGE_WEIGHT, arbitrary: fc.constantFrom(1_000, 50_000).map((n) => Array.from({ length: n }, (_, i) => i)) },
  {
    weight: HUGE_WEIGHT,
    arbitrary: fc.constantFrom(1_000, 50_000).map((n) => Array.from({ length: n }, () => ({ a: 'x' }))),
  },
  { weight: HUGE_WEIGHT, arbitrary: fc.constantFrom(64, 2_000).map(nest) },
);

/** A string value chosen to be hostile: used for path parameters and string fields. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(41, 300, 7_000).map((n) => 'x'.repeat(n)) },
);
