import { describe, expect, it } from 'vitest';
import { orderPictures, trailingNumberOf } from '../../../contract/pictures.ts';

const picture = (name: string) => ({ _id: name, name, picture: `/p/${name}` });

describe('pictures ordered by the trailing number of the file name', () => {
  it('puts x-10.jpg after x-9.jpg (a text sort would not)', () => {
    const ordered = orderPictures(['x-10.jpg', 'x-2.jpg', 'x-9.jpg', 'x-1.jpg'].map(picture));
    expect(ordered.map((p) => p.name)).toEqual(['x-1.jpg', 'x-2.jpg', 'x-9.jpg', 'x-10.jpg']);
  });

  it('reads the number just before the extension', () => {
    expect(trailingNumberOf('STK-2019-7.JPG')).toBe(7);
    expect(trailingNumberOf('front_12.webp')).toBe(12);
    expect(trailingNumberOf('cover.jpg')).toBeUndefined();
  });

  it('puts names without a number last and leaves the input untouched', () => {
    const input = ['cover.jpg', 'x-3.jpg', 'x-1.jpg'].map(picture);
    expect(orderPictures(input).map((p) => p.name)).toEqual(['x-1.jpg', 'x-3.jpg', 'cover.jpg']);
    expect(input[0]?.name).toBe('cover.jpg');
  });
});
