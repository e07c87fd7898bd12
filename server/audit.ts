import type { Db } from './db/open.ts';
import { auditLog } from './db/schema.ts';

export interface AuditEntry {
  action: string;
  actorId?: string | null;
  actorEmail?: string | null;
  target?: string | null;
  outcome?: 'success' | 'failure';
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Who did what and when; never holds a password or a token. `db` may be a transaction (the change's own). */
export async function audit(db: Pick<Db, 'insert'>, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(auditLog).values({ ...entry, at, outcome: entry.outcome ?? 'success' });
}
