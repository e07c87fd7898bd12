import { copyIn } from '../db/copyIn.ts';
import type { Database } from '../db/open.ts';
import { STAGING_COLUMNS, type StagedBatch } from './stagingRows.ts';

// Apart from stagingRows.ts so that the feed thread, which builds batches, does not load the database drivers.

/**
 * Writes a batch into sync_staging (one transaction, so a batch is stored whole or not at all), then frees its
 * buffer at once: left to the garbage collector, a sync's last batches (7.5 MB each for 1,000 vehicles) were still
 * held 10 s after it ended, since an idle instance collects rarely.
 */
export async function writeStagedBatch(db: Database, batch: StagedBatch): Promise<void> {
  if (batch.copy.byteLength === 0) return;
  try {
    await copyIn(db, `sync_staging (${STAGING_COLUMNS})`, batch.copy);
  } finally {
    batch.copy.buffer.transfer(0);
  }
}
