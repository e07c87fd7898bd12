import type { Database } from '../db/open.ts';

/**
 * Rows a PGlite analyze samples: 300 × the statistics target. ANALYZE keeps its whole sample in memory, every
 * vehicle's stored JSON with it, and PGlite's WebAssembly memory never shrinks: at the default target (100, a
 * 30,000-row sample, every vehicle of 15,000) it grew that memory by 50 MB for good. 10 samples 3,000 rows, which
 * still estimates the row count from every page and keeps the list's plans on their indexes.
 */
const PGLITE_STATISTICS_TARGET = 10;

/** Fresh planner statistics for the vehicles after a large sync (PGlite never autovacuums). */
export async function analyzeVehicles(db: Database): Promise<void> {
  const { pglite } = db;
  if (!pglite) {
    await db.query('analyze vehicles');
    return;
  }
  await pglite.transaction(async (tx) => {
    await tx.query(`set local default_statistics_target = ${PGLITE_STATISTICS_TARGET}`);
    await tx.query('analyze vehicles');
  });
}
