import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider, type SelectInputProps } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';

const MAKES_KEY = [VEHICLES_RESOURCE, 'makes'] as const;
const NUMBER = new Intl.NumberFormat();

/**
 * The make filter: a choice among the inventory's makes, each with its vehicle count, rather than a text field that
 * matched only a whole, exactly spelt make. Asked for when the filter is shown; a list refresh asks again.
 */
export const VehicleMakeInput = (props: Omit<SelectInputProps, 'choices'>) => {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const { data, isPending, error } = useQuery({ queryKey: MAKES_KEY, queryFn: () => dataProvider.vehicleMakes() });
    const choices = (data ?? []).map(({ make, count }) => ({ id: make, name: `${make} (${NUMBER.format(count)})` }));
    return <SelectInput {...props} choices={choices} isPending={isPending && !error} />;
};
