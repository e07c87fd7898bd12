// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { copyTupleReader } from './copyTuples.ts';

/** A binary COPY stream of text rows, as PostgreSQL writes it (header with a 3-byte extension, rows, trailer). */
function copyStream(rows: Array<Array<string | null>>): Buffer {
  const parts = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(4), Buffer.from([0, 0, 0, 3, 9, 9, 9])];
  for (const fields of rows) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(fields.length);
    parts.push(count);
    for (const f of fields) {
      const length = Buffer.alloc(4);
      const bytes = f === null ? Buffer.alloc(0) : Buffer.from(f, 'utf8');
      length.writeInt32BE(f === null ? -1 : bytes.length);
      parts.push(length, bytes);
    }
  }
  parts.push(Buffer.from([0xff, 0xff]));
  return Buffer.concat(parts);
}

const rows = [
  ['A1', 'Ünïcode "quoted", with comma', null, ''],
  ['B2', '{"json": ["é", 1]}', 'line\r\nbreak', 'x'],
  ['C3', null, null, '🚗'],
];

describe('the binary COPY reader', () => {
  it('reads the same rows however the stream is cut into chunks, a character or a length split included', () => {
    const stream = copyStream(rows);
    for (let cut = 1; cut < stream.length; cut++) {
      const reader = copyTupleReader();
      const read = [...reader.read(stream.subarray(0, cut)), ...reader.read(stream.subarray(cut))];
      expect(read, `cut at ${cut}`).toEqual(rows);
      expect(reader.complete()).toBe(true);
    }
  });

  it('knows a stream that stopped inside a row is not complete', () => {
    const stream = copyStream(rows);
    const reader = copyTupleReader();
    expect(reader.read(stream.subarray(0, stream.length - 5))).toEqual(rows.slice(0, 2));
    expect(reader.complete()).toBe(false);
  });
});
