import { createContext, memo, useContext, type MouseEvent, type ReactNode } from 'react';
import { Switch } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { useEvent, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';
import { cellClasses } from './listTableStyles.ts';
import { messageOf, useReloadVehicles, useVehicleNotify } from './vehicleListHooks.ts';

type ToggleActive = (record: VehicleRecord, active: boolean) => void;

const ToggleActiveContext = createContext<ToggleActive | null>(null);

/**
 * One Show on FE action for the whole table, handed to every row's switch. Each switch had its own update, refresh and
 * notify hooks: 20 to 200 subscriptions to react-admin's router and data provider contexts, which re-rendered every
 * switch while the console was starting. Pessimistic: the switch moves when the server agrees; a 412 (someone else
 * changed the vehicle) shows the server's message and reloads.
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

const useToggleActive = (): ToggleActive => {
  const toggle = useContext(ToggleActiveContext);
  if (!toggle) throw new Error('useToggleActive needs a <VehicleActiveToggleProvider> above it');
  return toggle;
};

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
 * Show on FE, per row. Spec §4: a toggle is blocked while another is in progress, so every switch is disabled until the
 * pending one completes (the action: VehicleActiveToggleProvider). The disabling is a <fieldset>'s: its inputs are
 * disabled as if each were, and on a 200-row page drawing 200 MUI switches twice per toggle (disabled, then enabled
 * again) took about 100 ms of the click's response.
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
