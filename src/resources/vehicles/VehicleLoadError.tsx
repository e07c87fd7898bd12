import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { messageOf } from './useVehicleNotify.ts';
import { VehicleListEmpty } from './VehicleListEmpty.tsx';

/**
 * Spec §4 + §8: a failed load leaves the list empty, keeps the error and shows it with info
 * severity (not as an error toast). It stays until a later load succeeds.
 */
export const VehicleLoadError = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  const message = translate(messageOf(error), { _: messageOf(error) });
  return (
    <>
      <Alert severity="info" sx={{ mx: 2 }}>
        {translate('resources.vehicles.load_failed', { message })}
      </Alert>
      <VehicleListEmpty />
    </>
  );
};
