import { memo, useCallback } from 'react';
import { DataTable, useBasename, type Identifier } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';
import { formatDay } from './format.ts';
import { listTableSx } from './listTableStyles.ts';
import { ResetPagingOnSort } from './listPrefs.tsx';
import { vehicleDetailUrl } from './paths.ts';
import { VehicleActiveToggle, VehicleActiveToggleProvider } from './VehicleActiveToggle.tsx';
import {
  ActiveSortToggle,
  MarkForDeletionField,
  VehicleColumn,
  VehicleRowActions,
  VehicleStockIdLink,
} from './vehicleCells.tsx';
import { featureCounts, pinCounts, VehicleCountsField } from './VehicleCountChips.tsx';
import { VehicleExpandPanel } from './VehicleExpandPanel.tsx';
import { VehicleBulkActions } from './VehicleListActions.tsx';
import { VehicleListEmpty } from './VehicleListStatus.tsx';
import { VehiclePicturesField } from './VehiclePicturesField.tsx';

const Table = DataTable<VehicleRecord>;
const Column = VehicleColumn;

// What <DataTable.NumberCol> shows, from two formatters built once instead of a formatter and a <Typography> per cell.
const MILEAGE = new Intl.NumberFormat();
const PRICE = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * The spec's 15 columns, in its order. Memoised with no props: each list context change (fetching, selection, auth
 * re-check) re-renders the page, and new `rowClick`, `expand` or column elements would re-render every row.
 * Spec §5: the composites (11 pictures, 12 pins, 13 features, 15 actions) have no field to sort by; column 10 (Show on
 * FE) sorts through its header toggle (spec §2); every other column sorts on the server.
 */
export const VehicleListTable = memo(() => {
  const basename = useBasename();
  const rowClick = useCallback((id: Identifier) => vehicleDetailUrl(basename, String(id)), [basename]);
  return (
    <ResetPagingOnSort>
      <VehicleActiveToggleProvider>
        <Table
          rowClick={rowClick}
          expand={<VehicleExpandPanel />}
          bulkActionButtons={<VehicleBulkActions />}
          empty={<VehicleListEmpty />}
          sx={listTableSx}
        >
          <Column source="stockid">
            <VehicleStockIdLink />
          </Column>
          <Column source="VIN" />
          <Column source="make" />
          <Column source="model" />
          <Column source="series" />
          <Column source="carYear" />
          <Column source="mileage" align="right" render={(record) => MILEAGE.format(record.mileage)} />
          <Column source="purchaseDate" render={(record) => formatDay(record.purchaseDate)} />
          <Column source="listPrice" align="right" render={(record) => PRICE.format(record.listPrice)} />
          <Column source="active" label={<ActiveSortToggle />} disableSort>
            <VehicleActiveToggle />
          </Column>
          <Column label="resources.vehicles.fields.pictures" disableSort>
            <VehiclePicturesField />
          </Column>
          <Column label="resources.vehicles.fields.pins" disableSort>
            <VehicleCountsField of={pinCounts} />
          </Column>
          <Column label="resources.vehicles.fields.features" disableSort>
            <VehicleCountsField of={featureCounts} />
          </Column>
          <Column source="markForDeletion">
            <MarkForDeletionField />
          </Column>
          <Column label="resources.vehicles.fields.actions" disableSort>
            <VehicleRowActions />
          </Column>
        </Table>
      </VehicleActiveToggleProvider>
    </ResetPagingOnSort>
  );
});

VehicleListTable.displayName = 'VehicleListTable';
