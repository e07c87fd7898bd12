import { maxValue, minValue, NullableBooleanInput, NumberInput, SelectInput } from 'react-admin';
import { LIFESTYLE_CATEGORIES, RIDE_SHARE_CATEGORIES } from '../../../contract/index.ts';
import { VehicleMakeInput } from './VehicleMakeInput.tsx';

// Selects are as wide as their value: without a minimum, an empty one cut its label ("Ride-share cat…").
const LABEL_WIDTH = { minWidth: 220 };

// The API's bounds: a value outside them shows under its input instead of replacing the list by the API's 400.
const YEAR = { min: 1900, max: 2100 };
const validYear = [minValue(YEAR.min), maxValue(YEAR.max)];
const validPrice = minValue(0);

const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/**
 * react-admin filters (labels from resources.vehicles.fields.*). Ranges use the `_gte`/`_lte`
 * convention; the data provider maps them to yearFrom/yearTo and priceFrom/priceTo. The search
 * box is not one of them: filters apply as you type, the search only on Enter (spec §2).
 */
export const vehicleFilters = [
  <VehicleMakeInput key="make" source="make" sx={LABEL_WIDTH} />,
  <NumberInput key="carYear_gte" source="carYear_gte" {...YEAR} validate={validYear} />,
  <NumberInput key="carYear_lte" source="carYear_lte" {...YEAR} validate={validYear} />,
  <NumberInput key="listPrice_gte" source="listPrice_gte" min={0} validate={validPrice} />,
  <NumberInput key="listPrice_lte" source="listPrice_lte" min={0} validate={validPrice} />,
  <NullableBooleanInput key="active" source="active" sx={LABEL_WIDTH} />,
  <NullableBooleanInput key="markedForDeletion" source="markedForDeletion" sx={LABEL_WIDTH} />,
  <SelectInput
    key="rideShareCategory"
    source="rideShareCategory"
    choices={choicesOf(RIDE_SHARE_CATEGORIES)}
    sx={LABEL_WIDTH}
  />,
  <SelectInput
    key="lifestyleCategory"
    source="lifestyleCategory"
    choices={choicesOf(LIFESTYLE_CATEGORIES)}
    sx={LABEL_WIDTH}
  />,
];
