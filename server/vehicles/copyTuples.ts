/**
 * The rows of a binary COPY stream whose fields are all text (PostgreSQL's COPY, "Binary Format": a 19-byte
 * header and its extension, then per row an int16 field count and per field an int32 length, -1 for NULL, and
 * its bytes; an int16 -1 ends the stream), read chunk by chunk as the stream arrives: a row may straddle chunks.
 * Binary rather than CSV: the fields come length-prefixed, so reading them is slicing, with no unquoting.
 */
export function copyTupleReader() {
  let rest: Uint8Array | null = null;
  let header = true;
  let ended = false;
  return {
    /** The rows complete so far, each field as text (null for NULL). */
    read(chunk: Uint8Array): Array<Array<string | null>> {
      let bytes = chunk;
      if (rest) {
        bytes = new Uint8Array(rest.length + chunk.length);
        bytes.set(rest);
        bytes.set(chunk, rest.length);
        rest = null;
      }
      const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      let at = 0;
      if (header) {
        if (buf.length < 19 || buf.length < 19 + buf.readUInt32BE(15)) {
          rest = bytes.slice();
          return [];
        }
        at = 19 + buf.readUInt32BE(15);
        header = false;
      }
      const rows: Array<Array<string | null>> = [];
      row: while (!ended && at + 2 <= buf.length) {
        const count = buf.readInt16BE(at);
        if (count === -1) {
          ended = true;
          at += 2;
          break;
        }
        let p = at + 2;
        const fields: Array<string | null> = [];
        for (let i = 0; i < count; i++) {
          if (p + 4 > buf.length) break row;
          const length = buf.readInt32BE(p);
          p += 4;
          if (length < 0) {
            fields.push(null);
            continue;
          }
          if (p + length > buf.length) break row;
          fields.push(buf.toString('utf8', p, p + length));
          p += length;
        }
        rows.push(fields);
        at = p;
      }
      // A copy: the chunk's buffer goes back to its sender.
      if (at < buf.length && !ended) rest = bytes.slice(at);
      return rows;
    },
    /** Whether the stream ended where a row ends (its trailer read, nothing left over). */
    complete: () => ended && rest === null,
  };
}

/** How many rows a complete binary COPY holds and its last row's first field, from the framing alone. */
export function copyExtent(bytes: Uint8Array): { count: number; last: string } {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 19 + buf.readUInt32BE(15);
  let count = 0;
  let last = '';
  for (let fields = buf.readInt16BE(at); fields !== -1; fields = buf.readInt16BE(at)) {
    at += 2;
    for (let i = 0; i < fields; i++) {
      const length = buf.readInt32BE(at);
      if (i === 0) last = buf.toString('utf8', at + 4, at + 4 + Math.max(length, 0));
      at += 4 + Math.max(length, 0);
    }
    count++;
  }
  return { count, last };
}
