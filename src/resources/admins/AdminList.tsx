import { DataTable, List, Loading, TopToolbar, useGetIdentity } from 'react-admin';
import type { AdminRecord } from '../../types.ts';
import { AddAdminButton } from './AddAdminButton.tsx';
import { AdminStatusField } from './AdminStatusField.tsx';
import { DeleteAdminButton } from './DeleteAdminButton.tsx';
import { SendResetLinkButton } from './SendResetLinkButton.tsx';

const Table = DataTable<AdminRecord>;
const Column = DataTable.Col<AdminRecord>;

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
            <Table bulkActionButtons={false} rowClick={false}>
                <Column source="email" />
                <Column source="status">
                    <AdminStatusField />
                </Column>
                <Column source="role" />
                <Column label="resources.admins.action.actions" disableSort align="right">
                    <SendResetLinkButton />
                    <DeleteAdminButton />
                </Column>
            </Table>
        </List>
    );
};
