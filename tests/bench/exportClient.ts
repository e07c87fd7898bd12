import { firstOf } from '../support/nth.ts';
/**
 * The export's client, run as its own process by exportBench.ts (like a browser, it is not the server): downloads
 * the CSV, counts its records as bytes arrive without keeping them, and prints {seconds, bytes, records, header}.
 * Usage: node --import tsx tests/bench/exportClient.ts <url> <token>
 */
/** Counts CSV records (line ends outside quotes) across chunks without keeping them. */
function recordCounter() {
  let inQuotes = false;
  let records = 0;
  let header = '';
  return {
    push(text: string) {
      if (header.length < 4096 && records === 0) header += text;
      let i = 0;
      for (;;) {
        const q = text.indexOf('"', i);
        const nl = inQuotes ? -1 : text.indexOf('\n', i);
        if (nl !== -1 && (q === -1 || nl < q)) {
          records++;
          i = nl + 1;
        } else if (q !== -1) {
          inQuotes = !inQuotes;
          i = q + 1;
        } else return;
      }
    },
    get records() {
      return records;
    },
    get header() {
      return header.split('\r\n')[0];
    },
  };
}

const [url, token] = firstOf(process.argv.slice(2), 2);
const t0 = performance.now();
const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status}`);
const counter = recordCounter();
const decoder = new TextDecoder();
let bytes = 0;
for await (const chunk of res.body) {
  bytes += chunk.byteLength;
  counter.push(decoder.decode(chunk, { stream: true }));
}
counter.push(decoder.decode());
process.stdout.write(
  JSON.stringify({ seconds: (performance.now() - t0) / 1000, bytes, records: counter.records, header: counter.header }),
);
