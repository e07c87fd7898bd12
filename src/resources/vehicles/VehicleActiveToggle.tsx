import { createContext, memo, useContext, type ReactNode } from 'react';
import { Switch } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { useEvent, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';
import { cellClasses } from './listTableStyles.ts';
import { stopRowClick } from './vehicleCells.tsx';
import { messageOf, useReloadVehicles, useVehicleNotify } from './vehicleListHooks.ts';

type ToggleActive = (record: VehicleRecord, active: boolean) => void;

const ToggleActiveContext = createContext<ToggleActive>(() => {
  throw new Error('A vehicle switch needs a <VehicleActiveToggleProvider> above it');
});

/**
 * One Show on FE action for the whole table: a switch's own update, refresh and notify hooks (20 to 200 subscriptions to
 * react-admin's contexts) re-rendered every switch while the console started. Pessimistic: the switch moves when the
 * server agrees; a 412 (someone else changed the vehicle) shows the server's message and reloads.
 */
export const VehicleActiveToggleProvider = ({ children }: { children: ReactNode }) => {
  const notify = useVehicleNotify();
  const reloadVehicles = useReloadVehicles();
  const [update] = useUpdate<VehicleRecord>(VEHICLES_RESOURCE);
  const toggle = useEvent((record: VehicleRecord, active: boolean) =>
    update(
      VEHICLES_RESOURCE,
      { id: record.id, data: { active, version: record.version }, previousData: record },
      {
        mutationMode: 'pessimistic',
        // The summary's "Shown on FE" count changes too.
        onSuccess: () => reloadVehicles(),
        onError: (error) => {
          notify(messageOf(error), 'error');
          reloadVehicles();
        },
      },
    ),
  );
  return <ToggleActiveContext.Provider value={toggle}>{children}</ToggleActiveContext.Provider>;
};

/** react-admin keys vehicle updates `['vehicles', 'update', …]`; counting them tells whether a toggle is on its way. */
const UPDATING_VEHICLES = { mutationKey: [VEHICLES_RESOURCE, 'update'] };

interface ActiveSwitchProps {
  record: VehicleRecord;
  label: string;
}

/** The switch itself, drawn again only when its vehicle changes, not when every switch is blocked or freed. */
const ActiveSwitch = memo(({ record, label }: ActiveSwitchProps) => {
  const toggle = useContext(ToggleActiveContext);
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
 * Show on FE, per row. Spec §4: every switch is disabled while a toggle is in progress. A <fieldset> disables them: on
 * a 200-row page, drawing 200 MUI switches disabled, then enabled again, took about 100 ms of the click's response.
 */
export const VehicleActiveToggle = () => {
  const record = useRecordContext<VehicleRecord>();
  const translate = useTranslate();
  const busy = useIsMutating(UPDATING_VEHICLES) > 0;
  if (!record) return null;
  return (
    // role none: a group per row would only make screen readers announce "group" before each switch.
    // The fieldset stops the click too: a disabled switch's own handler does not run, and its click went on to the
    // row, which opened that vehicle while the first toggle was still saving.
    <fieldset className={cellClasses.activeToggle} disabled={busy} role="none" onClick={stopRowClick}>
      <ActiveSwitch
        record={record}
        label={translate('resources.vehicles.action.toggle_active', { stockid: record.stockid })}
      />
    </fieldset>
  );
};
