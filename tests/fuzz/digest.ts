import type { Database } from '../../server/db/open.ts';
import { firstOf } from '../support/nth.ts';

/**
 * Tables a refused request may still write to, by design:
 * - sessions: every authenticated request may move last_seen_at (the idle limit), before the body is validated;
 * - login_failures: a refused sign-in (401/429) is counted, that is the brute-force protection (ASVS 6.3.1);
 * - audit_log: refused and throttled sign-ins are recorded (ASVS 16.3.1-16.3.3).
 */
export const TABLES_A_REFUSAL_MAY_CHANGE = ['sessions', 'login_failures', 'audit_log'];

/** One hash per table of every row's text, in a stable order: equal digests mean equal data. */
export async function databaseDigest(database: Database): Promise<Record<string, string>> {
  const tables = await database.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (TABLES_A_REFUSAL_MAY_CHANGE.includes(name)) continue;
    const [row] = firstOf(
      await database.query<{ d: string }>(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${name}" t`,
      ),
      1,
    );
    digest[name] = row.d;
  }
  return digest;
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]);
}
