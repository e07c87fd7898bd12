import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { SIZE_PAIR, SIZE_UNREADABLE, imageSizeFor } from './imageSize.ts';
import type { PictureSizes } from '../media/pictureSize.ts';

const readable: PictureSizes = async () => ({ width: 1024, height: 768 });
const unreadable: PictureSizes = async () => null;
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

describe('the size a new pin map is checked against', () => {
  it("is the picture's own when the client sends none", async () => {
    expect(await imageSizeFor('p.jpg', {}, readable)).toEqual({ imageWidth: 1024, imageHeight: 768 });
  });

  it('is the sent one when it matches the picture; a different one is a 400 naming both', async () => {
    expect(await imageSizeFor('p.jpg', { imageWidth: 1024, imageHeight: 768 }, readable)).toEqual({
      imageWidth: 1024,
      imageHeight: 768,
    });
    const err = await failure(imageSizeFor('p.jpg', { imageWidth: 768, imageHeight: 1024 }, readable));
    expect([err.statusCode, err.errors]).toEqual([
      400,
      { imageWidth: 'This picture is 1024×768 pixels, not 768×1024' },
    ]);
  });

  it('needs both numbers or neither', async () => {
    const err = await failure(imageSizeFor('p.jpg', { imageHeight: 768 }, readable));
    expect([err.statusCode, err.errors]).toEqual([400, { imageWidth: SIZE_PAIR }]);
  });

  it('when the picture cannot be read: the sent size stands, and without one the DMS failure is a 502', async () => {
    expect(await imageSizeFor('p.jpg', { imageWidth: 640, imageHeight: 480 }, unreadable)).toEqual({
      imageWidth: 640,
      imageHeight: 480,
    });
    const err = await failure(imageSizeFor('p.jpg', {}, unreadable));
    expect([err.statusCode, err.message]).toEqual([502, SIZE_UNREADABLE]);
  });
});
