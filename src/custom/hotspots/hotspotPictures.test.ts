import { describe, expect, it } from 'vitest';
import { MAX_HOTSPOT_PICTURES, type AttachedPicture } from '../../../contract/index.ts';
import { attachPicture, availablePictures, detachPicture } from './hotspotPictures.ts';

const picture = (id: string): AttachedPicture => ({
  _id: id,
  name: `close-${id}.jpg`,
  picture: `/dms/${id}.jpg`,
  title: `Close ${id}`,
});

describe('hotspot pictures', () => {
  it('attaches a picture once, at the end', () => {
    const hotspot = { id: 'h', pictures: [picture('a')] };
    const next = attachPicture(hotspot, picture('b'));
    expect(next.pictures.map((p) => p._id)).toEqual(['a', 'b']);
    expect(attachPicture(next, picture('a'))).toBe(next);
    expect(hotspot.pictures).toHaveLength(1);
  });

  it('refuses more than the contract allows', () => {
    const full = { pictures: Array.from({ length: MAX_HOTSPOT_PICTURES }, (_, i) => picture(String(i))) };
    expect(attachPicture(full, picture('extra')).pictures).toHaveLength(MAX_HOTSPOT_PICTURES);
  });

  it('detaches by DMS id and keeps the other fields', () => {
    const hotspot = { id: 'h', version: 4, pictures: [picture('a'), picture('b')] };
    expect(detachPicture(hotspot, 'a')).toEqual({ id: 'h', version: 4, pictures: [picture('b')] });
  });

  it('offers only the DMS pictures not attached yet, in the DMS order', () => {
    expect(availablePictures([picture('a'), picture('b'), picture('c')], [picture('b')]).map((p) => p._id)).toEqual([
      'a',
      'c',
    ]);
  });
});
