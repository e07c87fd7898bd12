import type { Pool } from 'undici';
import { send } from './answers.ts';
import type { WriteRoute } from './writeRoutes.ts';

const ID_FIELDS = new Set(['_id', 'id', 'stockid', 'stockId', 'publicId']);
const MAX_IDS = 20;

function collectIds(value: unknown, out: Set<string>) {
  if (out.size >= MAX_IDS || typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) {
    if (ID_FIELDS.has(k) && (typeof v === 'string' || typeof v === 'number')) out.add(String(v));
    else collectIds(v, out);
  }
}

async function idsAt(pool: Pool, url: string, token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const a = await send(pool, { method: 'GET', url, session: 'admin', how: '' }, token);
  if (a.status === 200 && a.contentType.startsWith('application/json')) collectIds(JSON.parse(a.text), ids);
  return ids;
}

/**
 * Ids that exist, so that fuzzed requests reach the code behind "not found": the listing above the route's first
 * path parameter (GET /v1/promo for /v1/promo/{id}), and the vehicles' stock ids. The signed-in admin's own id is
 * left out: deleting or resetting it would end the fuzzing session.
 */
export async function knownIdsFor(pool: Pool, route: WriteRoute, token: string, adminId: string): Promise<string[]> {
  if (!route.params.length) return [];
  const listing = route.path.slice(0, route.path.indexOf('{')).replace(/\/$/, '');
  const ids = new Set([
    ...(await idsAt(pool, listing, token)),
    ...(await idsAt(pool, '/v1/vehicles?perPage=5', token)),
  ]);
  ids.delete(adminId);
  return [...ids];
}
