/**
 * The content bench's upload client, run as its own process by content.ts (like a browser, it is not the server:
 * making the photo and sending it cost the server's process nothing, so its RSS is the server's alone).
 * At start it makes a 4000×3000 photo-like JPEG with sharp (sky, hills and ground in gradients, texture and sensor
 * noise, quality 90, camera EXIF: about 4 MB, as a phone photo is; flat colours would compress to almost nothing
 * and cost the server little to decode) and writes `{ready, bytes, width, height}`. Then per line
 * `<count> <concurrency>` on stdin it uploads the JPEG `count` times through `POST /v1/media` (multipart: folder,
 * preset, file), at most `concurrency` at once, and writes one line `{uploads: [{ms, status, body}]}`: `ms` from the
 * request to the answer's last byte.
 * Usage: node --import tsx tests/bench/contentUploader.ts <base url> <token>
 */
import readline from 'node:readline';
import sharp from 'sharp';
import { photoLikeJpeg } from './contentPhoto.ts';
import { firstOf } from '../support/nth.ts';

async function upload(
  base: string,
  token: string,
  jpeg: Buffer,
): Promise<{ ms: number; status: number; body: string }> {
  const form = new FormData();
  // Fields before the file: a handler reading `request.file()` sees them in its `fields`.
  form.append('folder', 'home-images');
  form.append('preset', 'default');
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'IMG_2041.jpg');
  const t0 = performance.now();
  const res = await fetch(`${base}/v1/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.text();
  return { ms: performance.now() - t0, status: res.status, body };
}

const [base, token] = firstOf(process.argv.slice(2), 2);
const jpeg = await photoLikeJpeg();
const meta = await sharp(jpeg).metadata();
process.stdout.write(
  `${JSON.stringify({ ready: true, bytes: jpeg.length, width: meta.width, height: meta.height })}\n`,
);
for await (const line of readline.createInterface({ input: process.stdin })) {
  const [count, concurrency] = firstOf(line.trim().split(/\s+/).map(Number), 2);
  const uploads: Array<{ ms: number; status: number; body: string }> = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      uploads.push(await upload(base, token, jpeg));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  process.stdout.write(`${JSON.stringify({ uploads })}\n`);
}
