import {
  BooleanInput,
  DataTable,
  List,
  Pagination,
  SearchInput,
  useTranslate,
  type SearchInputProps,
} from 'react-admin';
import { WEB360_PAGE_SIZES, WEB360_RESOURCE, type Web360Record } from '../../dataProvider/web360.ts';
import { LayerRowsField } from './LayerRowsField.tsx';
import { Web360PreviewButton } from './Web360PreviewButton.tsx';

const Table = DataTable<Web360Record>;
const Column = DataTable.Col<Web360Record>;
const NumberColumn = DataTable.NumberCol<Web360Record>;

// SearchInput shows its placeholder as given: translate it here.
const Web360SearchInput = (props: SearchInputProps) => {
  const translate = useTranslate();
  // Wide enough for the whole placeholder (300 px cut it in DejaVu Sans, the fallback font where Roboto is missing);
  // on a phone the screen's width, so the page does not scroll sideways.
  return (
    <SearchInput
      {...props}
      placeholder={translate('resources.webrotate360.search')}
      sx={{ minWidth: { xs: 0, sm: 360 } }}
    />
  );
};

/** Search (stock id, make, model) and 'only unequal rows', both always shown. */
const filters = [
  <Web360SearchInput key="q" source="q" alwaysOn />,
  // On a phone the filter row has no padding of its own, and the switch's negative margin put its track off the card.
  <BooleanInput
    key="unequalRows"
    source="unequalRows"
    label="resources.webrotate360.fields.unequalRows"
    alwaysOn
    sx={{ pl: { xs: 1.5, sm: 0 } }}
  />,
];

/**
 * /admin/webrotate360 (spec §2): one row per stock id with its 20, 45 and 60 degree layer counts, a flag when they
 * differ and its hotspot counts; searched and paged by the server (which has no sort, hence `disableSort`).
 */
export const Web360List = () => {
  const translate = useTranslate();
  return (
    <List<Web360Record>
      resource={WEB360_RESOURCE}
      title="resources.webrotate360.menu"
      filters={filters}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[...WEB360_PAGE_SIZES]} />}
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
        <Column
          label="resources.webrotate360.fields.hotspots"
          disableSort
          render={(record) =>
            translate('resources.webrotate360.hotspot_counts', {
              exterior: record.exteriorHotspotCount,
              interior: record.interiorHotspotCount,
            })
          }
        />
        <Column label="resources.webrotate360.fields.actions" disableSort align="right">
          <Web360PreviewButton />
        </Column>
      </Table>
    </List>
  );
};
