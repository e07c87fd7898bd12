import { Stack } from '@mui/material';
import { DataTable, useBasename } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';
import { ActiveSortToggle } from './ActiveSortToggle.tsx';
import { ExpandDetailsButton } from './ExpandDetailsButton.tsx';
import { formatDay } from './format.ts';
import { ResetPagingOnSort } from './listPrefs.tsx';
import { MarkForDeletionField } from './MarkForDeletionField.tsx';
import { OpenInNewTabButton } from './OpenInNewTabButton.tsx';
import { vehicleDetailUrl } from './paths.ts';
import { VehicleActiveToggle } from './VehicleActiveToggle.tsx';
import { VehicleBulkActions } from './VehicleBulkActions.tsx';
import { VehicleFeaturesField, VehiclePinsField } from './VehicleCountChips.tsx';
import { VehicleExpandPanel } from './VehicleExpandPanel.tsx';
import { VehicleListEmpty } from './VehicleListEmpty.tsx';
import { VehiclePicturesField } from './VehiclePicturesField.tsx';

const Table = DataTable<VehicleRecord>;
const Column = DataTable.Col<VehicleRecord>;
const NumberColumn = DataTable.NumberCol<VehicleRecord>;

const PRICE = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

// react-admin's layout grows to fit a wide table, pushing the toolbar (Export, Sync) off screen.
// A zero intrinsic width with a 100% minimum makes the table scroll inside the card instead.
const SCROLL_INSIDE = { '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' } } as const;

/**
 * The 15 columns of the spec's table, in its order. Spec §5: sorting is not applied for
 * columns 11 (pictures), 12 (pins), 13 (features) and 15 (actions): they are composites with no
 * single field to order by, so they carry `disableSort`. Every other column sorts on the server;
 * column 10 (Show on FE) sorts through its header toggle (spec §2) instead of a sort label.
 */
export const VehicleListTable = () => {
    const basename = useBasename();
    return (
        <ResetPagingOnSort>
            <Table
                rowClick={id => vehicleDetailUrl(basename, String(id))}
                expand={<VehicleExpandPanel />}
                bulkActionButtons={<VehicleBulkActions />}
                empty={<VehicleListEmpty />}
                sx={SCROLL_INSIDE}
            >
                <Column source="stockid" />
                <Column source="VIN" />
                <Column source="make" />
                <Column source="model" />
                <Column source="series" />
                <Column source="carYear" />
                <NumberColumn source="mileage" />
                <Column source="purchaseDate" render={record => formatDay(record.purchaseDate)} />
                <NumberColumn source="listPrice" options={PRICE} />
                <Column source="active" label={<ActiveSortToggle />} disableSort>
                    <VehicleActiveToggle />
                </Column>
                <Column label="resources.vehicles.fields.pictures" disableSort>
                    <VehiclePicturesField />
                </Column>
                <Column label="resources.vehicles.fields.pins" disableSort>
                    <VehiclePinsField />
                </Column>
                <Column label="resources.vehicles.fields.features" disableSort>
                    <VehicleFeaturesField />
                </Column>
                <Column source="markForDeletion">
                    <MarkForDeletionField />
                </Column>
                <Column label="resources.vehicles.fields.actions" disableSort>
                    <Stack direction="row">
                        <ExpandDetailsButton />
                        <OpenInNewTabButton />
                    </Stack>
                </Column>
            </Table>
        </ResetPagingOnSort>
    );
};
