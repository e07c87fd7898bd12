import { DataTable, List, Pagination } from 'react-admin';
import { WEB360_RESOURCE, type Web360Record } from '../../dataProvider/web360.ts';
import { HotspotCountsField } from './HotspotCountsField.tsx';
import { LayerRowsField } from './LayerRowsField.tsx';
import { web360Filters } from './web360Filters.tsx';
import { Web360PreviewButton } from './Web360PreviewButton.tsx';

const Table = DataTable<Web360Record>;
const Column = DataTable.Col<Web360Record>;
const NumberColumn = DataTable.NumberCol<Web360Record>;

const PAGE_SIZES = [20, 50, 100, 200];

/**
 * /admin/webrotate360 (spec §2): one row per stock id with its 20, 45 and 60 degree layer
 * counts, a flag when they differ and its hotspot counts; searched and paged by the server
 * (which has no sort, hence `disableSort`). Edit opens the 360 preview.
 */
export const Web360List = () => (
  <List<Web360Record>
    resource={WEB360_RESOURCE}
    title="resources.webrotate360.list_title"
    filters={web360Filters}
    perPage={20}
    pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
    exporter={false}
    empty={false}
  >
    <Table bulkActionButtons={false} rowClick={false}>
      <Column source="stockid" disableSort />
      <Column
        source="make"
        label="resources.webrotate360.fields.vehicle"
        disableSort
        render={(record) => `${record.make} ${record.model} ${record.carYear}`}
      />
      <NumberColumn source="layers.20" label="resources.webrotate360.fields.layer20" disableSort />
      <NumberColumn source="layers.45" label="resources.webrotate360.fields.layer45" disableSort />
      <NumberColumn source="layers.60" label="resources.webrotate360.fields.layer60" disableSort />
      <Column source="equalRows" disableSort>
        <LayerRowsField />
      </Column>
      <Column label="resources.webrotate360.fields.hotspots" disableSort>
        <HotspotCountsField />
      </Column>
      <Column label="resources.webrotate360.fields.actions" disableSort align="right">
        <Web360PreviewButton />
      </Column>
    </Table>
  </List>
);
