import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Vehicle } from '../../../contract/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';

export const vehicleDetailKey = (stockid: string) => ['vehicleDetail', stockid] as const;

/**
 * The vehicle shown by the detail page. No refetch on focus or reconnect: a refetch that brings someone else's save
 * would reset the forms under the admin's fingers; their save must instead meet the 412 and keep what they typed.
 */
export const useVehicleDetail = (stockid: string) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: vehicleDetailKey(stockid),
    queryFn: ({ signal }) => dataProvider.getVehicleByStockId(stockid, signal),
    enabled: stockid !== '',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
};

/** Puts the vehicle a save answered into the page (its new version included). */
export const useSetVehicleDetail = (stockid: string) => {
  const queryClient = useQueryClient();
  return useCallback(
    (vehicle: Vehicle) => queryClient.setQueryData(vehicleDetailKey(stockid), vehicle),
    [queryClient, stockid],
  );
};

/** The latest version known to the page, read at save time (a features save bumps it). */
export const useLatestVersion = (stockid: string) => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.getQueryData<Vehicle>(vehicleDetailKey(stockid))?.version,
    [queryClient, stockid],
  );
};
