import { useQuery } from '@tanstack/react-query';
import type { StateEntry } from '../../../../contract/index.ts';
import { dmsApi, MAX_ZONES } from '../../../dataProvider/dms.ts';

/**
 * Zones change with the DMS's stock, states with the zones table: a few minutes' reuse is fine for a form. No retry:
 * a DMS that does not answer shows at once.
 */
export const DMS_QUERY = { staleTime: 5 * 60_000, retry: false } as const;

/** The ride-share zones with their vehicle counts (RSDZoneCount), shared by the city form and the RDS list. */
export const useDmsZones = () =>
  useQuery({ queryKey: ['dms', 'rsdZoneCount'], queryFn: () => dmsApi.rsdZoneCount(), ...DMS_QUERY });

/**
 * The DMS data a city page's form picks from (spec §5, inventory §7): the ride-share zones (RSDZoneCount) and the
 * states of the picked zones (GetStateByZone for one, GetStateByMultipleZones for several; every zone's states when
 * none is picked yet). Missing data is only logged (dmsApi). A DMS that does not answer leaves `error` set and the
 * form's values as they are: the inputs keep what the admin picked.
 */
export const useCityDms = (zones: readonly string[]) => {
  const zoneQuery = useDmsZones();
  const zoneNames = (zoneQuery.data ?? []).map((z) => z.zoneName);
  // No zone picked: the states of every zone, so a state can be picked first (its zone then fills in).
  const stateZones = zones.length > 0 ? [...zones] : zoneNames;
  const stateQuery = useQuery({
    queryKey: ['dms', 'states', stateZones.join(',')],
    queryFn: (): Promise<StateEntry[]> => {
      const [zone, ...others] = stateZones;
      return zone !== undefined && others.length === 0
        ? dmsApi.getStateByZone(zone)
        : dmsApi.getStateByMultipleZones(stateZones);
    },
    // GetStateByMultipleZones takes at most 7 (dms.ts); a DMS with more zones lists states once some are picked.
    enabled: stateZones.length > 0 && stateZones.length <= MAX_ZONES,
    ...DMS_QUERY,
    // While the next zones' states load, the select keeps the last ones rather than emptying.
    placeholderData: (previous) => previous,
  });
  const error = zoneQuery.error ?? stateQuery.error;
  return {
    zones: zoneQuery.data ?? [],
    states: stateQuery.data ?? [],
    loading: zoneQuery.isLoading || stateQuery.isLoading,
    /** `states` are those of the zones picked now (not the last zones' while these load, nor none after a failure). */
    statesCurrent: stateQuery.isSuccess && !stateQuery.isPlaceholderData,
    error: error instanceof Error ? error : null,
    retry: () => {
      void zoneQuery.refetch();
      if (stateZones.length > 0) void stateQuery.refetch();
    },
  };
};

/** The zone a state belongs to (GetZoneByState), for a state picked before any zone. */
export const zonesOfState = (state: string) => dmsApi.getZoneByState(state);
