import { MAX_HOTSPOT_PICTURES, type AttachedPicture } from '../../../contract/index.ts';

interface WithPictures {
  pictures: AttachedPicture[];
}

/** Adds a DMS picture to a hotspot (once; at most MAX_HOTSPOT_PICTURES). */
export const attachPicture = <H extends WithPictures>(hotspot: H, picture: AttachedPicture): H => {
  if (hotspot.pictures.some((p) => p._id === picture._id) || hotspot.pictures.length >= MAX_HOTSPOT_PICTURES)
    return hotspot;
  return { ...hotspot, pictures: [...hotspot.pictures, picture] };
};

/** Removes a picture from a hotspot by its DMS id. */
export const detachPicture = <H extends WithPictures>(hotspot: H, pictureId: string): H => ({
  ...hotspot,
  pictures: hotspot.pictures.filter((p) => p._id !== pictureId),
});

/** The DMS pictures not attached yet, in the DMS's order. */
export const availablePictures = (all: AttachedPicture[], attached: AttachedPicture[]): AttachedPicture[] => {
  const taken = new Set(attached.map((p) => p._id));
  return all.filter((p) => !taken.has(p._id));
};
