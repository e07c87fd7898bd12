import type { SxProps, Theme } from '@mui/material';
import { DataTable, List, Loading, TopToolbar, useGetIdentity } from 'react-admin';
import type { AdminRecord } from '../../types.ts';
import { AddAdminButton } from './AddAdminButton.tsx';
import { AdminEmailField } from './AdminEmailField.tsx';
import { AdminRowActions } from './AdminRowActions.tsx';
import { AdminStatusField } from './AdminStatusField.tsx';

const Table = DataTable<AdminRecord>;
const Column = DataTable.Col<AdminRecord>;

// The table keeps to its card (theme.ts) and scrolls there if the screen is narrower still.
const tableSx: SxProps<Theme> = (theme) => ({
  // Half of MUI's 16 px on each side of a cell on phones leaves the email room to stay readable.
  [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { px: 1 } },
});

const AdminListActions = () => (
  <TopToolbar>
    <AddAdminButton />
  </TopToolbar>
);

/**
 * Spec §2/§6 Admins screen: every admin except the signed-in one (a permanent `id_neq`
 * filter, applied by the data provider since GET /v1/users answers the whole array).
 */
export const AdminList = () => {
  const { identity, isPending } = useGetIdentity();
  // Wait for the identity so the signed-in admin never flashes in the list.
  if (isPending) return <Loading />;
  return (
    <List<AdminRecord>
      filter={identity ? { id_neq: identity.id } : undefined}
      sort={{ field: 'email', order: 'ASC' }}
      perPage={25}
      actions={<AdminListActions />}
      exporter={false}
      // Keep the table (and its Add button) even when nobody else exists yet.
      empty={false}
    >
      <Table bulkActionButtons={false} rowClick={false} sx={tableSx}>
        <Column source="email" field={AdminEmailField} />
        <Column source="status">
          <AdminStatusField />
        </Column>
        <Column source="role" />
        <Column label="resources.admins.action.actions" disableSort align="right">
          <AdminRowActions />
        </Column>
      </Table>
    </List>
  );
};
