import { useState } from 'react';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase, Title, useBasename, useLocation, useTranslate } from 'react-admin';
import type { Vehicle } from '../../../contract/index.ts';
import { CARS_LIST_PATH, detailStockId, VEHICLE_DETAIL_PATH } from '../../resources/vehicles/paths.ts';
import { HotspotsButton } from '../hotspots/HotspotsButton.tsx';
import { VehicleFeatures } from './VehicleFeatures.tsx';
import { VehiclePictures } from './VehiclePictures.tsx';
import { VehicleSeoForm } from './VehicleSeoForm.tsx';
import { useReportUnsaved } from '../unsaved/UnsavedChangesProvider.tsx';
import { useVehicleDetail } from './useVehicleDetail.ts';
import { RetryAlert } from '../layout/RetryAlert.tsx';

const VehicleDetail = ({ vehicle, onReload }: { vehicle: Vehicle; onReload: () => void }) => {
  const translate = useTranslate();
  const { stockid, carYear, make, model, series } = vehicle;
  const [unsavedFeatures, setUnsavedFeatures] = useState(false);
  const [unsavedForm, setUnsavedForm] = useState(false);
  useReportUnsaved(unsavedFeatures || unsavedForm);
  return (
    <>
      <Title title={translate('app.vehicle_detail.title', { stockid })} />
      {/* The top bar's title ("Vehicle …") is the page's h1. */}
      <Typography variant="h5" component="h2">
        {translate('app.vehicle_detail.heading', { stockid, year: carYear, make, model, series })}
      </Typography>
      <HotspotsButton vehicle={vehicle} />
      <VehiclePictures vehicle={vehicle} />
      <VehicleFeatures vehicle={vehicle} onReload={onReload} onUnsavedChange={setUnsavedFeatures} />
      <VehicleSeoForm vehicle={vehicle} onReload={onReload} onUnsavedChange={setUnsavedForm} />
    </>
  );
};

/** /admin/vehicle?id={stockid} (spec §2): one vehicle's pictures, features, rim size and SEO; loaded on demand. */
const VehicleDetailPage = () => {
  const translate = useTranslate();
  const { search } = useLocation();
  const stockid = detailStockId(search);
  const basename = useBasename();
  const { data: vehicle, error, isFetching, refetch } = useVehicleDetail(stockid);
  const reload = () => void refetch();

  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 1400 }}>
      {/* react-admin's router-agnostic link; the basename is added by hand since the outer router has none. */}
      <Button
        component={LinkBase}
        to={`${basename}${CARS_LIST_PATH}`}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.vehicle_detail.back')}
      </Button>
      {stockid === '' && <Alert severity="info">{translate('app.vehicle_detail.missing_id')}</Alert>}
      {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && (
        // A failed reload keeps the vehicle already shown (and whatever is being typed in it).
        <RetryAlert retry="app.vehicle_detail.reload" onRetry={reload}>
          {error.message}
        </RetryAlert>
      )}
      {vehicle && <VehicleDetail vehicle={vehicle} onReload={reload} />}
    </Stack>
  );
};

/** Route under the admin basename; App.tsx registers it (code-split: VehicleDetailRoute.tsx). */
VehicleDetailPage.path = VEHICLE_DETAIL_PATH;

export default VehicleDetailPage;
