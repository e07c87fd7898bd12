import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { SelectInput, useDataProvider, useTranslate, type SelectInputProps } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';

const MAKES_KEY = [VEHICLES_RESOURCE, 'makes'] as const;
// react-admin's filter bar hides helper texts to stay one line high; a failure is worth the second line.
const SHOW_FAILURE = { '&& .MuiFormHelperText-root': { display: 'block', color: 'error.main' } } as const;
const NUMBER = new Intl.NumberFormat();

/**
 * The inventory's makes with their counts, rather than a text field matching only an exactly spelt make. The chosen
 * make stays shown when not among the choices (a failure, a sync removed it); a failure is said under the field.
 */
export const VehicleMakeInput = (props: Omit<SelectInputProps, 'choices'> & { source: string }) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const chosen: unknown = useWatch({ name: props.source });
  // One retry, not react-query's three with back-off: the failure shows within about a second.
  const { data, isPending, error } = useQuery({
    queryKey: MAKES_KEY,
    queryFn: () => dataProvider.vehicleMakes(),
    retry: 1,
  });
  const choices = (data ?? []).map(({ make, count }) => ({ id: make, name: `${make} (${NUMBER.format(count)})` }));
  if (typeof chosen === 'string' && chosen && !choices.some((c) => c.id === chosen))
    choices.unshift({ id: chosen, name: chosen });
  return (
    <SelectInput
      {...props}
      choices={choices}
      isPending={isPending && !error}
      helperText={error ? translate('resources.vehicles.filters.makes_failed', { message: error.message }) : false}
      sx={error ? [SHOW_FAILURE, ...(Array.isArray(props.sx) ? props.sx : [props.sx])] : props.sx}
    />
  );
};
