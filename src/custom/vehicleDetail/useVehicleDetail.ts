import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { Vehicle } from '../../../contract/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { failureOf, type SaveFailure } from './LoadStatus.tsx';

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

/**
 * A section's pessimistic save: the body gets the latest version the page knows (a features save bumps it), the
 * vehicle answered goes into the page, and a failure stays beside the section until cleared.
 */
export const useVehicleSave = <Body>(stockid: string, send: (body: Body) => Promise<Vehicle>, savedMessage: string) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { mutateAsync, isPending } = useMutation({ mutationFn: send });

  const save = async (bodyOf: (version?: number) => Body): Promise<{ vehicle: Vehicle } | { error: unknown }> => {
    setFailure(null);
    try {
      const vehicle = await mutateAsync(bodyOf(queryClient.getQueryData<Vehicle>(vehicleDetailKey(stockid))?.version));
      queryClient.setQueryData(vehicleDetailKey(stockid), vehicle);
      notify(savedMessage, { type: 'success' });
      return { vehicle };
    } catch (error) {
      setFailure(failureOf(error));
      return { error };
    }
  };

  return { save, saving: isPending, failure, clearFailure: () => setFailure(null) };
};
