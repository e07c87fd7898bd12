import { copyIn } from '../db/copyIn.ts';
import type { Database } from '../db/open.ts';
import { STAGING_COLUMNS, type StagedBatch } from './stagingRows.ts';

// Apart from stagingRows.ts so that the feed thread, which builds batches, does not load the database drivers.

/** Writes a batch into sync_staging (one COPY, so a batch is stored whole or not at all). */
export async function writeStagedBatch(db: Database, batch: StagedBatch): Promise<void> {
  if (batch.copy.byteLength > 0) await copyIn(db, `sync_staging (${STAGING_COLUMNS})`, batch.copy);
}
