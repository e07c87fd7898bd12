import type { AttachedPicture } from '../../contract/pins.ts';
import { DmsError, type DmsClient } from '../dms/client.ts';
import { ApiError } from '../errors.ts';

/**
 * Checks pictures attached to pins or hotspots against the DMS's hotspot pictures of the stock id
 * (GetHotSpotPictures) and returns the DMS's own records, so the stored copy is never what a client made up.
 * Nothing to check, no DMS call. A DMS that cannot answer is a 502: unchecked pictures are never saved.
 */
export async function checkAttachedPictures(
  dms: DmsClient,
  stockid: string,
  attached: Array<{ field: string; picture: AttachedPicture }>,
): Promise<{ errors: Record<string, string>; byId: Map<string, AttachedPicture> }> {
  const errors: Record<string, string> = {};
  const byId = new Map<string, AttachedPicture>();
  if (attached.length === 0) return { errors, byId };
  let known: AttachedPicture[];
  try {
    known = (await dms.call('getHotSpotPictures', { query: { StockId: stockid } })).hotSpotPictures;
  } catch (err) {
    if (err instanceof DmsError)
      throw new ApiError(
        502,
        `The DMS could not list the hotspot pictures of ${stockid}, so nothing was saved: ${err.message}`,
      );
    throw err;
  }
  for (const p of known) byId.set(p._id, p);
  for (const { field, picture } of attached) {
    const match = byId.get(picture._id);
    if (!match || match.picture !== picture.picture)
      errors[field] = `Picture ${picture.name} is not one of the DMS hotspot pictures of ${stockid}`;
  }
  return { errors, byId };
}
