import { describe, expect, it } from 'vitest';
import { menuItems, promo } from '../../../contract/content/index.ts';
import { contentValidator } from './contentValidator.ts';

describe('content forms check what the server checks', () => {
  it('asks for a menu item title with the spec wording', () => {
    expect(contentValidator(menuItems)({ title: '', linkPath: '/x' })).toEqual({ title: 'Title is required' });
  });

  it('puts an image field error on its nested input', () => {
    const img = { publicId: 'p', src: '/media/a.jpg', width: 16, height: 10, alt: 'IMG_1.jpg' };
    expect(contentValidator(promo)({ id: 'x', version: 3, img })).toEqual({
      img: { alt: 'Describe the image in words, not with its file name' },
    });
  });

  it('refuses a colour that is not 3 or 6 hex digits, and asks for an image before showing a banner', () => {
    const errors = contentValidator(promo)({ linkColor: '#abcd', visible: true, title: 'Sale' });
    expect(errors.linkColor).toMatch(/3 or 6 hex digits/);
    expect(contentValidator(promo)({ visible: true, title: 'Sale' })).toEqual({
      img: 'Image is required to show this item',
    });
  });
});
