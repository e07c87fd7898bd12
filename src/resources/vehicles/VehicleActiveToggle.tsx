import type { MouseEvent } from 'react';
import { Switch } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';
import { useToggleActive } from './VehicleActiveToggleContext.tsx';

/** react-admin keys vehicle updates `['vehicles', 'update', …]`; counting them tells whether a toggle is on its way. */
const UPDATING_VEHICLES = { mutationKey: [VEHICLES_RESOURCE, 'update'] };

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * Show on FE, per row. Spec §4: a toggle is blocked while another is in progress, so every
 * switch is disabled until the pending one completes (the action: VehicleActiveToggleContext.tsx).
 */
export const VehicleActiveToggle = () => {
    const record = useRecordContext<VehicleRecord>();
    const translate = useTranslate();
    const busy = useIsMutating(UPDATING_VEHICLES) > 0;
    const toggle = useToggleActive();
    if (!record) return null;
    return (
        <Switch
            size="small"
            checked={record.active}
            disabled={busy}
            onClick={stopRowClick}
            onChange={(_event, checked) => toggle(record, checked)}
            slotProps={{ input: { 'aria-label': translate('resources.vehicles.action.toggle_active', { stockid: record.stockid }) } }}
        />
    );
};
