import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import type { DmsZone } from '../../../contract/index.ts';
import { answerMessageOf, failureMessageOf } from '../../custom/content/contentValues.ts';
import { SECTION_PAGE_SIZE } from '../../custom/content/generic/ContentListSection.tsx';
import { DMS_QUERY, useDmsZones } from '../../custom/rideShare/cityFields/useCityDms.ts';
import { dmsApi } from '../../dataProvider/dms.ts';

const T = 'resources.rdsList';

/**
 * Adds a vehicle of the DMS's ride-share delivery list (RSDVehicleList) to the RDS list: pick a zone (RSDZoneCount,
 * with its vehicle count), then one of that zone's vehicles. The server checks the stock id against the inventory.
 */
export const RdsAddForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [zone, setZone] = useState('');
  const [stockId, setStockId] = useState('');
  const [create, { isPending }] = useCreate();
  const zones = useDmsZones();
  const vehicles = useQuery({
    queryKey: ['dms', 'rsdVehicleList', zone],
    queryFn: () => dmsApi.rsdVehicleList(zone as DmsZone),
    enabled: zone !== '',
    ...DMS_QUERY,
  });
  // The section's own query (same parameters): a vehicle already listed for the zone is shown, not offered again.
  const { data: entries } = useGetList('rdsList', {
    pagination: { page: 1, perPage: SECTION_PAGE_SIZE },
    sort: { field: 'position', order: 'ASC' },
  });
  const listed = new Set(entries?.filter((e) => e.zone === zone).map((e) => String(e.stockId)));
  const failure = zones.error ?? vehicles.error;
  const add = () =>
    void create(
      'rdsList',
      { data: { stockId, zone, visible: true } },
      {
        mutationMode: 'pessimistic',
        onSuccess: (answer) => {
          notify(answerMessageOf(answer) ?? 'app.notifications.added', { type: 'info' });
          setStockId('');
        },
        onError: (error) => notify(failureMessageOf(error), { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      {failure ? (
        <Alert severity="warning">
          {translate(`${T}.dms_failed`, { message: failure instanceof Error ? failure.message : '' })}
        </Alert>
      ) : null}
      {zone && vehicles.data?.length === 0 ? <Alert severity="info">{translate(`${T}.no_vehicles`)}</Alert> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          id="rds-zone"
          label={translate(`${T}.fields.zone`)}
          value={zone}
          onChange={(event) => {
            setZone(event.target.value);
            setStockId('');
          }}
          fullWidth={false}
          sx={{ width: 260 }}
          size="small"
        >
          {(zones.data ?? []).map((z) => (
            <MenuItem key={z.zoneName} value={z.zoneName}>
              {`${z.zoneName} (${z.count})`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="rds-vehicle"
          label={translate(`${T}.fields.vehicle`)}
          value={stockId}
          onChange={(event) => setStockId(event.target.value)}
          disabled={!zone || !vehicles.data?.length}
          fullWidth={false}
          sx={{ flex: '1 1 300px', maxWidth: 480 }}
          size="small"
        >
          {(vehicles.data ?? []).map((v) => {
            const vehicle = `${v.stockid} · ${v.carYear} ${v.make} ${v.model} · ${v.rideShareCategory}`;
            return listed.has(v.stockid) ? (
              <MenuItem key={v.stockid} value={v.stockid} disabled>
                {translate(`${T}.already_listed`, { vehicle })}
              </MenuItem>
            ) : (
              <MenuItem key={v.stockid} value={v.stockid}>
                {vehicle}
              </MenuItem>
            );
          })}
        </TextField>
        <Button variant="contained" startIcon={<AddIcon />} disabled={!zone || !stockId || isPending} onClick={add}>
          {translate(`${T}.action.add`)}
        </Button>
      </Box>
    </Box>
  );
};
