import { BooleanInput, SearchInput } from 'react-admin';

/** Search (stock id, make, model) and 'only unequal rows', both always shown. */
export const web360Filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="resources.webrotate360.search" />,
    <BooleanInput key="unequalRows" source="unequalRows" label="resources.webrotate360.fields.unequalRows" alwaysOn />,
];
