import { MEDIA_MAX_BYTES } from '../../../contract/content/index.ts';
import { MAX_OUTPUT_SIDE, outputSize, type Rect, type Size } from './cropGeometry.ts';
import { headOf, pngHasAlpha } from './imageBytes.ts';

/**
 * The crop drawn on a canvas at the source's resolution, so the file has exactly the field's shape (the server refuses
 * 1% off). jsdom has no canvas: the arithmetic is in cropGeometry.ts, the whole path in the Chromium e2e test.
 */
type OutputType = 'image/jpeg' | 'image/png';

const JPEG_QUALITY = 0.92;

/** PNG only when the source may be transparent: a photo as PNG is several times the size of a JPEG. */
const outputTypeOf = async (file: Blob): Promise<OutputType> =>
  pngHasAlpha(await headOf(file)) ? 'image/png' : 'image/jpeg';

const draw = (image: CanvasImageSource, region: Rect, size: Size, type: OutputType): Promise<Blob> => {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw images (no 2D canvas).'));
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent WebP would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, region.x, region.y, region.width, region.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the cropped image.'))),
      type,
      JPEG_QUALITY,
    ),
  );
};

export interface CroppedImage extends Size {
  file: File;
}

/** 'beach.webp' → 'beach.jpg': the name says what the bytes are (the server stores under a random name anyway). */
const croppedName = (name: string, type: OutputType) =>
  `${name.replace(/\.[^.]*$/, '') || 'image'}.${type === 'image/png' ? 'png' : 'jpg'}`;

/** The region as a file of the field's ratio; over the server's 10 MB (a large transparent PNG) a fifth smaller. */
export const cropImage = async (
  image: HTMLImageElement,
  region: Rect,
  ratio: number,
  source: File,
): Promise<CroppedImage> => {
  const type = await outputTypeOf(source);
  for (let maxSide = MAX_OUTPUT_SIDE; ; maxSide = Math.round(maxSide * 0.8)) {
    const size = outputSize(region, ratio, maxSide);
    const blob = await draw(image, region, size, type);
    if (blob.size <= MEDIA_MAX_BYTES || maxSide < 400) {
      return { file: new File([blob], croppedName(source.name, type), { type }), ...size };
    }
  }
};
