// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { decodeBatch, type ExportPayload } from './exportBatch.ts';
import { csvBatch } from './exportCsv.ts';
import { createExportThread } from './exportThread.ts';

const options = { dealerId: 'D1', publicUrl: 'https://cars.example' };
const summary = JSON.stringify({
  pictures: [{ _id: 'p1', name: 'A1-1.jpg', picture: '/img/A1-1.jpg' }],
  zones: ['PACIFIC'],
  body: 'suv',
  fuelType: 'gasoline',
  exteriorColor: 'Blue',
  interiorColor: 'Black',
  doors: 4,
  seats: 5,
  features: [[1, 'Sunroof']],
  possibleFeatures: [[2, 'Heated Seats']],
});
// A PostgreSQL row as the export reads it: every value as the server's text.
type RawRow = Extract<ExportPayload, { kind: 'rows' }>['rows'][number];
const row: RawRow = [
  'A1',
  'VIN1',
  'Toyota',
  'RAV4',
  'XLE, AWD',
  '2021',
  '42000',
  '2024-05-01',
  '24995.00',
  null,
  '["family"]',
  null,
  't',
  '18"',
  null,
  summary,
];
const withSeries = (series: string): RawRow => {
  const copy: RawRow = [...row];
  copy[4] = series;
  return copy;
};
const thread = createExportThread();
afterAll(() => thread.close());

describe('the export thread', () => {
  it('writes the same CSV lines as formatting in this thread', async () => {
    const payload: ExportPayload = { kind: 'rows', rows: [row] };
    const lines = (await thread.format(payload, options)).toString();
    expect(lines).toBe(csvBatch(decodeBatch(payload), options));
    expect(lines).toContain('"XLE, AWD"');
    expect(lines).toContain('https://cars.example/img/A1-1.jpg');
  });

  it('writes later batches into buffers given back, exactly, multi-byte text included', async () => {
    const batches: ExportPayload[] = [
      { kind: 'rows', rows: [row, row, row] },
      // Three bytes a character: more than the buffer of the first batch holds, though not more characters.
      { kind: 'rows', rows: [withSeries(`Crème brûlée 🚗 ${'漢'.repeat(2500)}`)] },
      { kind: 'rows', rows: [row] },
    ];
    for (const payload of batches) {
      const csv = await thread.format(payload, options);
      expect(csv.toString()).toBe(csvBatch(decodeBatch(payload), options));
      thread.reuse(csv);
      expect(csv.byteLength).toBe(0); // handed back: this thread can no longer read it
    }
  });

  it('fails a batch it cannot read with a clear error, and formats the next one', async () => {
    // A binary COPY cut inside its first row.
    const cut = Buffer.concat([
      Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
      Buffer.alloc(8),
      Buffer.from([0, 16, 0, 0]),
    ]);
    const broken: ExportPayload = { kind: 'copy', bytes: new Uint8Array(cut) };
    await expect(thread.format(broken, options)).rejects.toThrow(/the export could not format a batch/);
    expect((await thread.format({ kind: 'rows', rows: [row] }, options)).toString()).toMatch(/^D1,Used,A1,VIN1,/);
  });
});
