import type { FuzzCase } from './requestCases.ts';
import type { WriteRoute } from './writeRoutes.ts';

/** Bodies that cost the server work before any schema speaks: size, depth, width. */
export const BIG_BODIES: { how: string; body: string }[] = [
  {
    how: '1 MB array of zeros',
    body: `{"email":[${Array.from({ length: 499_000 }, () => '0').join(',')}],"password":"x"}`,
  },
  { how: '1 MB string', body: JSON.stringify({ email: 'a'.repeat(1_000_000), password: 'x' }) },
  { how: '100,000 nested arrays', body: `{"email":${'['.repeat(100_000)}${']'.repeat(100_000)}}` },
  { how: '20,000 nested objects', body: `${'{"a":'.repeat(20_000)}0${'}'.repeat(20_000)}` },
  { how: '5,000 nested arrays (10 kB)', body: `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)}}` },
  {
    how: '50,000 keys',
    body: JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))),
  },
];

/** Every big body to one route, without a session: what anyone on the internet can send. */
export function bigBodyCases(route: WriteRoute): FuzzCase[] {
  const url = route.path.replace(/\{[^}]+\}/g, 'fuzz');
  return BIG_BODIES.map(({ how, body }) => ({
    method: route.method,
    url,
    session: 'none',
    contentType: 'application/json',
    body,
    how,
  }));
}
