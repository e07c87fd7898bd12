import type { Database } from '../db/open.ts';

export const SYNC_LIMIT_ID = 'synclimit' as const;

/** The most vehicles a sync takes from the feed; null = the whole feed. */
export async function getSyncLimit(db: Database): Promise<number | null> {
  const [row] = await db.query<{ value: { vehicleLimit: number | null } }>(
    'select value from settings where key = $1',
    [SYNC_LIMIT_ID],
  );
  return row?.value.vehicleLimit ?? null;
}

export async function setSyncLimit(db: Database, vehicleLimit: number | null, now: Date): Promise<void> {
  await db.query(
    `insert into settings (key, value, version, updated_at) values ($1, $2, 1, $3)
     on conflict (key) do update set value = excluded.value, version = settings.version + 1, updated_at = excluded.updated_at`,
    [SYNC_LIMIT_ID, JSON.stringify({ vehicleLimit }), now],
  );
}
