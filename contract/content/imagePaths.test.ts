import { describe, expect, it } from 'vitest';
import { carousel, hero } from './index.ts';
import { imageFieldAt, imageKeyOf, imagesIn, withValueAt } from './imagePaths.ts';

const logo = (id: string) => ({
  publicId: id,
  src: `/media/carousel/${id}.jpg`,
  width: 1600,
  height: 909,
  alt: 'A logo',
});

describe('image paths: images inside arrays are found like top-level ones', () => {
  it('maps a concrete path to its declared key and field', () => {
    expect(imageKeyOf('subCategories.12.logoImage')).toBe('subCategories[].logoImage');
    expect(imageKeyOf('img')).toBe('img');
    expect(imageFieldAt(carousel, 'subCategories.3.logoImage')?.ratio).toBeCloseTo(16 / 9.09, 10);
    expect(imageFieldAt(carousel, 'image')?.ratio).toBeCloseTo(21 / 6.9, 10);
    expect(imageFieldAt(carousel, 'subCategories.3.title')).toBeUndefined();
  });

  it('lists every image of a document with its concrete path, empty ones included', () => {
    const data = {
      image: logo('a'),
      mobileImage: null,
      subCategories: [
        { title: 'x', logoImage: logo('b') },
        { title: 'y', logoImage: null },
      ],
    };
    expect(
      imagesIn(carousel, data).map((at) => [at.path, (at.value as { publicId?: string } | null)?.publicId ?? null]),
    ).toEqual([
      ['image', 'a'],
      ['mobileImage', null],
      ['logoImage', null],
      ['subCategories.0.logoImage', 'b'],
      ['subCategories.1.logoImage', null],
    ]);
    expect(imagesIn(hero, { img: logo('h') }).map((at) => at.path)).toEqual(['img', 'mobileImg']);
    // Anything a client sent in place of the array holds no image.
    expect(imagesIn(carousel, { subCategories: 'none' }).filter((at) => at.key.includes('[]'))).toEqual([]);
  });

  it('replaces a value at a path without touching the original', () => {
    const data = { subCategories: [{ title: 'x', logoImage: logo('b') }] };
    const out = withValueAt(data, 'subCategories.0.logoImage', { srcset: 's' });
    expect(out).toEqual({ subCategories: [{ title: 'x', logoImage: { srcset: 's' } }] });
    expect(data.subCategories[0]?.logoImage.publicId).toBe('b');
  });
});
