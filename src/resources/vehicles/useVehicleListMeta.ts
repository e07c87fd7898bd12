import { useListContext } from 'react-admin';
import type { VehicleListMeta } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';

const isListMeta = (meta: unknown): meta is VehicleListMeta =>
  typeof meta === 'object' && meta !== null && 'totalResults' in meta && 'lastUpdated' in meta;

/** Counts and last-sync information of the last list answer; none while loading or after a failure. */
export const useVehicleListMeta = (): VehicleListMeta | null => {
  const { meta, error } = useListContext<VehicleRecord>();
  return !error && isListMeta(meta) ? meta : null;
};

/** Whether a sync runs: the stream knows best; until it has spoken, the list answer says. */
export const useSyncRunning = (streamRunning: boolean | null): boolean => {
  const meta = useVehicleListMeta();
  return streamRunning ?? meta?.lastUpdated.isInProgress ?? false;
};
