import { createContext, useContext, type ReactNode } from 'react';
import { useEvent, useUpdate } from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';
import { messageOf, useVehicleNotify } from './useVehicleNotify.ts';
import { useReloadVehicles } from './useReloadVehicles.ts';

type ToggleActive = (record: VehicleRecord, active: boolean) => void;

const ToggleActiveContext = createContext<ToggleActive | null>(null);

/**
 * One Show on FE action for the whole table, handed to every row's switch. Each switch had its own
 * update, refresh and notify hooks: 20 to 200 subscriptions to react-admin's router and data provider
 * contexts, which re-rendered every switch while the console was starting.
 * Pessimistic: the switch moves when the server agrees; a 412 (someone else changed the vehicle)
 * shows the server's message and reloads.
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

export const useToggleActive = (): ToggleActive => {
  const toggle = useContext(ToggleActiveContext);
  if (!toggle) throw new Error('useToggleActive needs a <VehicleActiveToggleProvider> above it');
  return toggle;
};
