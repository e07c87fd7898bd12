/**
 * Splits binary COPY data (sync/copyBinary.ts: an 11-byte signature, 8 bytes of flags and extension length, rows,
 * and a -1 trailer) into pieces of at most `rows` rows, each a complete COPY of its own.
 *
 * Why: PostgreSQL's COPY FROM buffers up to 1,000 rows before it writes them, and counts the buffer's bytes only
 * for text input, so a binary COPY of 1,000 staged vehicles held all of them (~13 MB) at once. On PGlite that
 * memory is WebAssembly memory, which grows and never shrinks: the instance kept it for good after its first sync.
 *
 * The pieces are views of one buffer, each overwritten by the next: use a piece before asking for the next one.
 */
const HEADER = 19;
const TRAILER = [0xff, 0xff];

export function* copyPieces(data: Uint8Array<ArrayBuffer>, rows: number): Generator<Uint8Array<ArrayBuffer>> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const starts: number[] = [];
  let at = HEADER;
  for (let fields = view.getInt16(at); fields !== -1; fields = view.getInt16(at)) {
    starts.push(at);
    at += 2;
    for (let f = 0; f < fields; f++) at += 4 + Math.max(view.getInt32(at), 0);
  }
  if (starts.length <= rows) {
    yield data;
    return;
  }
  const ranges: Array<[from: number, to: number]> = [];
  for (let i = 0; i < starts.length; i += rows) ranges.push([starts[i] ?? at, starts[i + rows] ?? at]);
  const buffer = new Uint8Array(HEADER + Math.max(...ranges.map(([from, to]) => to - from)) + TRAILER.length);
  buffer.set(data.subarray(0, HEADER));
  for (const [from, to] of ranges) {
    buffer.set(data.subarray(from, to), HEADER);
    buffer.set(TRAILER, HEADER + to - from);
    yield buffer.subarray(0, HEADER + to - from + TRAILER.length);
  }
  // Freed now rather than at the next major collection, which an idle instance may not run for a while.
  buffer.buffer.transfer(0);
}
