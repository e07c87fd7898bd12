import type { SqlSession } from './session.ts';
import { onlyRow } from '../db/onlyRow.ts';

/**
 * What a restore would destroy: admins who have signed up, vehicles, pins, hotspots, content written by someone
 * (the seeds a first start writes, by 'system', are not counted, nor is the first admin's unused invitation), images.
 */
const CHECKS: { table: string; where: string; label: string }[] = [
  { table: 'users', where: 'password_hash is not null', label: 'admin(s)' },
  { table: 'vehicles', where: 'true', label: 'vehicle(s)' },
  { table: 'vehicle_pins', where: 'true', label: 'pin map(s)' },
  { table: 'hotspots', where: 'true', label: '360 hotspot(s)' },
  { table: 'documents', where: "coalesce(updated_by, created_by, '') <> 'system'", label: 'content document(s)' },
  { table: 'media', where: 'true', label: 'image record(s)' },
];

export async function dataHeldBy(session: SqlSession): Promise<string[]> {
  const held: string[] = [];
  for (const check of CHECKS) {
    const { present } = onlyRow(
      await session.query<{ present: boolean }>('select to_regclass($1) is not null as present', [
        `public.${check.table}`,
      ]),
    );
    if (!present) continue;
    const { n } = onlyRow(
      await session.query<{ n: number }>(`select count(*)::int as n from "${check.table}" where ${check.where}`),
    );
    if (n > 0) held.push(`${n} ${check.label}`);
  }
  return held;
}
