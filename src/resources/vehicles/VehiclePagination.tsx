import { Pagination, useListContext } from 'react-admin';
import { VEHICLE_PAGE_SIZES } from '../../../contract/index.ts';

const SIZES = [...VEHICLE_PAGE_SIZES];

/** Pages of 20/50/100/200 (spec §9); hidden after a failed load, which shows an empty list. */
export const VehiclePagination = () => {
    const { error } = useListContext();
    return error ? null : <Pagination rowsPerPageOptions={SIZES} />;
};
