import type { Database } from '../db/open.ts';

/**
 * Rows a PGlite analyze samples: 300 × the statistics target. ANALYZE keeps its whole sample in memory (each row's
 * in-line part: its summary and slim list part, ~3 kB), and PGlite's WebAssembly memory never shrinks. At the
 * default target (100: 30,000 rows, every vehicle of 15,000) it grew that memory by 50 MB for good; at 10 (3,000
 * rows) by 9.5 MB. 2 samples 600 rows (~2 MB). The row count is still estimated from every page, and the list's
 * plans stay the same on their indexes at 10, 2 and 1 (`BENCH_PARTS=1 npm run bench:vehicles` prints them).
 */
const PGLITE_STATISTICS_TARGET = 2;

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
