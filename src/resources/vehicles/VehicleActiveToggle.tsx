import { memo, type MouseEvent } from 'react';
import { Switch } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';
import { cellClasses } from './listTableStyles.ts';
import { useToggleActive } from './VehicleActiveToggleContext.tsx';

/** react-admin keys vehicle updates `['vehicles', 'update', …]`; counting them tells whether a toggle is on its way. */
const UPDATING_VEHICLES = { mutationKey: [VEHICLES_RESOURCE, 'update'] };

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

interface ActiveSwitchProps {
  record: VehicleRecord;
  label: string;
}

/** The switch itself, drawn again only when its vehicle changes, not when every switch is blocked or freed. */
const ActiveSwitch = memo(({ record, label }: ActiveSwitchProps) => {
  const toggle = useToggleActive();
  return (
    <Switch
      size="small"
      checked={record.active}
      onClick={stopRowClick}
      onChange={(_event, checked) => toggle(record, checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
});
ActiveSwitch.displayName = 'ActiveSwitch';

/**
 * Show on FE, per row. Spec §4: a toggle is blocked while another is in progress, so every switch is disabled
 * until the pending one completes (the action: VehicleActiveToggleContext.tsx). The disabling is a <fieldset>'s:
 * its inputs are disabled as if each were, and on a 200-row page drawing 200 MUI switches twice per toggle
 * (disabled, then enabled again) took about 100 ms of the click's response.
 */
export const VehicleActiveToggle = () => {
  const record = useRecordContext<VehicleRecord>();
  const translate = useTranslate();
  const busy = useIsMutating(UPDATING_VEHICLES) > 0;
  if (!record) return null;
  return (
    // role none: a group per row would only make screen readers announce "group" before each switch.
    <fieldset className={cellClasses.activeToggle} disabled={busy} role="none">
      <ActiveSwitch
        record={record}
        label={translate('resources.vehicles.action.toggle_active', { stockid: record.stockid })}
      />
    </fieldset>
  );
};
