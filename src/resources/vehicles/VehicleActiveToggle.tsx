import type { MouseEvent } from 'react';
import { Switch } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';
import { messageOf, useVehicleNotify } from './useVehicleNotify.ts';

/** react-admin keys vehicle updates `['vehicles', 'update', …]`; counting them tells whether a toggle is on its way. */
const UPDATING_VEHICLES = { mutationKey: [VEHICLES_RESOURCE, 'update'] };

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * Show on FE, per row. Spec §4: a toggle is blocked while another is in progress, so every
 * switch is disabled until the pending one completes. Pessimistic: the switch moves when the
 * server agrees; a 412 (someone else changed the vehicle) shows the server's message and reloads.
 */
export const VehicleActiveToggle = () => {
    const record = useRecordContext<VehicleRecord>();
    const translate = useTranslate();
    const notify = useVehicleNotify();
    const refresh = useRefresh();
    const busy = useIsMutating(UPDATING_VEHICLES) > 0;
    const [update] = useUpdate<VehicleRecord>(VEHICLES_RESOURCE);
    if (!record) return null;

    const toggle = (active: boolean) =>
        update(
            VEHICLES_RESOURCE,
            { id: record.id, data: { active, version: record.version }, previousData: record },
            {
                mutationMode: 'pessimistic',
                // The summary's "Shown on FE" count changes too.
                onSuccess: () => refresh(),
                onError: error => {
                    notify(messageOf(error), 'error');
                    refresh();
                },
            },
        );

    return (
        <Switch
            size="small"
            checked={record.active}
            disabled={busy}
            onClick={stopRowClick}
            onChange={(_event, checked) => toggle(checked)}
            slotProps={{ input: { 'aria-label': translate('resources.vehicles.action.toggle_active', { stockid: record.stockid }) } }}
        />
    );
};
