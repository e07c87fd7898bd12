import { Fragment } from 'react';
import { Box, Chip, type SxProps, type Theme } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  List,
  Loading,
  TopToolbar,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import type { AdminRecord } from '../../types.ts';
import { AddAdminButton } from './AddAdminDialog.tsx';
import { AdminDeleteButton } from './AdminDeleteButton.tsx';

const Table = DataTable<AdminRecord>;
const Column = DataTable.Col<AdminRecord>;

// The table keeps to its card (theme.ts) and scrolls there if the screen is narrower still.
const tableSx: SxProps<Theme> = (theme) => ({
  // Half of MUI's 16 px on each side of a cell on phones leaves the email room to stay readable.
  [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { px: 1 } },
});

/**
 * The whole address, always: admins are told apart by it before a reset or a deletion. A long one wraps after its '@'
 * and dots where possible (<wbr>), anywhere as a last resort, never widening the table beyond the screen.
 */
const AdminEmailField = () => {
  const record = useRecordContext<AdminRecord>();
  if (!record) return null;
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {record.email.split(/(?<=[@.])/).map((part, index) => (
        // Parts repeat ("example." twice): their position is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
};

/** 'Invited' until the admin sets a password, then 'Active'. */
const AdminStatusField = () => {
  const record = useRecordContext<AdminRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.status === 'active' ? 'success' : 'default'}
      label={translate(`resources.admins.status.${record.status}`, { _: record.status })}
    />
  );
};

/** Row action: emails that admin a link to set a new password; the toast repeats the server's answer. */
const SendResetLinkButton = () => {
  const record = useRecordContext<AdminRecord>();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: AdminRecord['id']) => dataProvider.sendPasswordReset(id),
    onSuccess: ({ message }) => notify(message, { type: 'success', messageArgs: { _: message } }),
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record) return null;
  return (
    <Button label="resources.admins.action.send_reset_link" disabled={isPending} onClick={() => mutate(record.id)}>
      <LockResetIcon />
    </Button>
  );
};

/** Spec §2/§6: every admin except the signed-in one (an `id_neq` filter, applied in the browser by the data provider). */
export const AdminList = () => {
  const { identity, isPending } = useGetIdentity();
  // Wait for the identity so the signed-in admin never flashes in the list.
  if (isPending) return <Loading />;
  return (
    <List<AdminRecord>
      filter={identity ? { id_neq: identity.id } : undefined}
      sort={{ field: 'email', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <AddAdminButton />
        </TopToolbar>
      }
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
          {/* Side by side, each label on one line ("Send reset link" wrapped onto three). */}
          <Box
            sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
          >
            <SendResetLinkButton />
            <AdminDeleteButton />
          </Box>
        </Column>
      </Table>
    </List>
  );
};
