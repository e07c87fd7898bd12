import { createContext, useContext } from 'react';
import type { AttachedPicture, HotspotView, VehicleFeatures, Web360Config } from '../../../contract/index.ts';
import type { ShowTarget } from './hotspotRows.ts';
import type { SaveHotspots } from './useHotspotMutations.ts';

/** What the hotspot dialog's editors and table share: one stock id's hotspots and the ways to change them. */
export interface HotspotSession {
  config: Web360Config;
  view: HotspotView;
  features: VehicleFeatures;
  /** The DMS close-ups a pin may carry. */
  closeUps: AttachedPicture[];
  /** The table's last 'Show'. */
  target: ShowTarget | null;
  /** A save or a delete is on its way. */
  busy: boolean;
  save: (request: SaveHotspots) => void;
  /** Deletes a hotspot of the current view. */
  remove: (id: string) => void;
}

export const HotspotSessionContext = createContext<HotspotSession | null>(null);

export const useHotspotSession = (): HotspotSession => {
  const session = useContext(HotspotSessionContext);
  if (!session) throw new Error('useHotspotSession must be used inside the hotspot dialog');
  return session;
};
