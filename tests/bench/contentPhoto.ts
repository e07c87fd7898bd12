/** The content bench's pictures: photo-like JPEGs made with sharp (contentUploader.ts's 12-megapixel upload, the fill's banners). */
import sharp from 'sharp';

export const PHOTO = { width: 4000, height: 3000 } as const;

/** A 12-megapixel landscape photo as a camera writes it: gradients, texture and noise, so it compresses as photos do. */
export async function photoLikeJpeg(width: number = PHOTO.width, height: number = PHOTO.height): Promise<Buffer> {
  const px = Buffer.alloc(width * height * 3);
  let seed = 0x9e3779b9;
  const rnd = () => {
    seed ^= seed << 13;
    seed >>>= 0;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    return seed / 4294967296;
  };
  const NOISE = 10;
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const horizon = 0.55 + 0.08 * Math.sin(u * 9.1) + 0.05 * Math.sin(u * 23.7 + 1.3);
      const texture = Math.sin(x * 0.05 + Math.sin(y * 0.013) * 4) * Math.sin(y * 0.031 + u * 7);
      let r: number;
      let g: number;
      let b: number;
      if (v > horizon) {
        r = 70 + 60 * u + 25 * texture;
        g = 90 + 50 * (1 - v) + 30 * texture;
        b = 40 + 30 * v + 15 * texture;
      } else {
        r = 110 + 90 * v;
        g = 150 + 70 * v;
        b = 230 - 30 * v + 10 * Math.sin(u * 5);
      }
      const n = (rnd() + rnd() + rnd() - 1.5) * NOISE * 2;
      const i = (y * width + x) * 3;
      px[i] = Math.max(0, Math.min(255, r + n));
      px[i + 1] = Math.max(0, Math.min(255, g + n * 0.9 + (rnd() - 0.5) * NOISE));
      px[i + 2] = Math.max(0, Math.min(255, b + n * 1.1));
    }
  }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone 12MP', Software: 'content bench' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
