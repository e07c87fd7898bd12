import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from './open.ts';

// Issue 26: PGlite's WebAssembly memory never shrinks, so PostgreSQL's 128 MB of shared buffers stayed resident.
it('the embedded database starts with small shared buffers and maintenance memory, and its queries still work', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-test-'));
  const db = await openDatabase({ dataDir });
  try {
    const [buffers] = await db.query<{ shared_buffers: string }>('show shared_buffers');
    const [maintenance] = await db.query<{ maintenance_work_mem: string }>('show maintenance_work_mem');
    expect(buffers?.shared_buffers).toBe('8MB');
    expect(maintenance?.maintenance_work_mem).toBe('16MB');
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from vehicles');
    expect(count?.n).toBe(0);
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
