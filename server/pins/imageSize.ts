import { ApiError, badRequest } from '../errors.ts';
import type { PictureSizes } from '../media/pictureSize.ts';

export interface SentSize {
  imageWidth?: number;
  imageHeight?: number;
}
export interface ImageSize {
  imageWidth: number;
  imageHeight: number;
}

export const SIZE_PAIR = 'imageWidth and imageHeight go together: send both or neither';
export const SIZE_UNREADABLE =
  "The picture's size could not be read from the DMS, so the pins could not be placed on it. Try again in a moment.";
export const sizeMismatch = (real: { width: number; height: number }, sent: ImageSize) =>
  `This picture is ${real.width}×${real.height} pixels, not ${sent.imageWidth}×${sent.imageHeight}`;

/**
 * The size a new pin map is checked against (spec §7 leaves it out of the payload): the picture's own, read once
 * (pictureSize.ts). A client that sends it has it checked against the picture; when the picture cannot be read the
 * sent size stands, as before this rule. `picture` must already be known to be one of the vehicle's.
 */
export async function imageSizeFor(picture: string, sent: SentSize, read: PictureSizes): Promise<ImageSize> {
  const given = givenSize(sent);
  const real = await read(picture);
  if (!given) {
    if (!real) throw new ApiError(502, SIZE_UNREADABLE);
    return { imageWidth: real.width, imageHeight: real.height };
  }
  if (real && (real.width !== given.imageWidth || real.height !== given.imageHeight)) {
    const message = sizeMismatch(real, given);
    throw badRequest(message, { imageWidth: message });
  }
  return given;
}

/** Both sent, or neither (null); one alone is a 400. */
export function givenSize(sent: SentSize): ImageSize | null {
  if (sent.imageWidth === undefined && sent.imageHeight === undefined) return null;
  if (sent.imageWidth === undefined || sent.imageHeight === undefined) {
    const field = sent.imageWidth === undefined ? 'imageWidth' : 'imageHeight';
    throw badRequest(SIZE_PAIR, { [field]: SIZE_PAIR });
  }
  return { imageWidth: sent.imageWidth, imageHeight: sent.imageHeight };
}
