/**
 * Part 3: GET /v1/vehicles/exportInventory?format=csv of the whole inventory: seconds to the last byte and the
 * process's extra RSS (sampled every 50 ms during the download, against the RSS just before). The server runs in
 * this process, so the figure covers server and client; the client only counts rows as bytes arrive.
 */
import { EXPORT_COLUMNS } from '../../server/vehicles/exportCsv.ts';
import type { BenchServer } from './benchServer.ts';
import { report } from './stats.ts';

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

export async function benchExport(s: BenchServer, vehicles: number, tag: string): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const path = '/v1/vehicles/exportInventory?format=csv';
  const t0 = performance.now();
  const res = await fetch(s.url + path, { headers: { authorization: `Bearer ${s.token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${path}: ${res.status}`);
  const counter = recordCounter();
  const decoder = new TextDecoder();
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    counter.push(decoder.decode(chunk, { stream: true }));
  }
  counter.push(decoder.decode());
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const extraMb = (peak - before) / 1e6;
  const rows = counter.records - 1;
  const headerOk = counter.header === EXPORT_COLUMNS.map((c) => (/[",\r\n]/.test(c) ? `"${c}"` : c)).join(',');
  const label = `[${tag}] GET ${path} (${(bytes / 1e6).toFixed(1)} MB)`;
  report({ label: `${label} seconds`, value: `${seconds.toFixed(2)} s`, goal: '<= 3 s', met: seconds <= 3 });
  report({ label: `${label} extra RSS (peak - before ${(before / 1e6).toFixed(0)} MB)`, value: `${extraMb.toFixed(0)} MB`, goal: '<= 100 MB', met: extraMb <= 100 });
  report({ label: `${label} data rows / header`, value: `${rows} rows, header ${headerOk ? 'ok' : 'WRONG'}`, goal: `= ${vehicles}, header ok`, met: rows === vehicles && headerOk });
}
