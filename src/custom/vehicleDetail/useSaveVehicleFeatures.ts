import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { FeaturesUpdateRequest, Vehicle } from '../../../contract/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { toFeaturesUpdateRequest, type FeatureBoard } from './featureMoves.ts';
import { failureOf, type SaveFailure } from './SaveFailureAlert.tsx';
import { useLatestVersion, useSetVehicleDetail } from './useVehicleDetail.ts';

/** PUT /v1/features, pessimistic: the lists change only once the server has answered. */
export const useSaveVehicleFeatures = (stockid: string, onSaved: (vehicle: Vehicle) => void) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const setVehicle = useSetVehicleDetail(stockid);
  const latestVersion = useLatestVersion(stockid);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const mutation = useMutation({
    mutationFn: (body: FeaturesUpdateRequest) => dataProvider.saveVehicleFeatures(body),
    onSuccess: ({ vehicle }) => {
      onSaved(vehicle);
      setVehicle(vehicle);
      // Spec §8 text, not the server's message: the spec fixes the wording.
      notify('app.notifications.features_updated', { type: 'success' });
    },
    onError: (error) => setFailure(failureOf(error)),
  });

  const submit = (board: FeatureBoard) => {
    setFailure(null);
    mutation.mutate(toFeaturesUpdateRequest(stockid, board, latestVersion()));
  };

  return { submit, saving: mutation.isPending, failure, clearFailure: () => setFailure(null) };
};
