import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Typography } from '@mui/material';
import { Button, DataTable, List, TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { rideShareCompanies } from '../../../contract/content/index.ts';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { contentTableSx } from '../../custom/homePage/contentTableSx.ts';
import { ActiveSwitch } from '../../custom/rideShare/ActiveSwitch.tsx';
import { RowDeleteButton } from '../../custom/rideShare/RowDeleteButton.tsx';
import { RideShareCompanyDialog } from './RideShareCompanyDialog.tsx';

const Column = DataTable.Col;
const nameOf = (record: RaRecord) => String(record.name ?? '');
const optionsOf = (record: RaRecord) => ({ name: nameOf(record) });

const CompanyRowActions = ({ onEdit }: { onEdit: (record: RaRecord) => void }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
            <Button label="ra.action.edit" aria-label={translate('resources.rideShareCompanies.action.edit_named', optionsOf(record))} onClick={() => onEdit(record)}>
                <EditIcon />
            </Button>
            <RowDeleteButton
                label="resources.rideShareCompanies.action.delete_named"
                confirmTitle="resources.rideShareCompanies.message.delete_title"
                confirmContent="resources.rideShareCompanies.message.delete_content"
                optionsOf={optionsOf}
            />
        </Box>
    );
};

const CompaniesEmpty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {translate('resources.rideShareCompanies.empty')}
        </Typography>
    );
};

/**
 * /admin/ride-share-companies (spec §2): every ride-share company with its name and an active switch that saves at
 * once; add and edit in a dialog, delete after a question. The public site lists the active ones.
 */
export const RideShareCompanyList = () => {
    const loadError = useListLoadError();
    // null: closed; 'new': adding; a record: editing it.
    const [dialog, setDialog] = useState<RaRecord | 'new' | null>(null);
    return (
        <>
            <List
                resource={rideShareCompanies.name}
                title="resources.rideShareCompanies.title"
                sort={{ field: 'name', order: 'ASC' }}
                perPage={50}
                exporter={false}
                empty={false}
                actions={
                    <TopToolbar>
                        <Button label="resources.rideShareCompanies.action.add" onClick={() => setDialog('new')}>
                            <AddIcon />
                        </Button>
                    </TopToolbar>
                }
                {...loadError}
            >
                <DataTable bulkActionButtons={false} rowClick={false} sx={contentTableSx} empty={<CompaniesEmpty />}>
                    <Column source="name" label="resources.rideShareCompanies.fields.name" />
                    <Column source="isActive" label="resources.rideShareCompanies.fields.isActive" disableSort>
                        <ActiveSwitch source="isActive" label="resources.rideShareCompanies.action.active_named" nameOf={nameOf} />
                    </Column>
                    <Column label="resources.rideShareCompanies.action.actions" disableSort align="right">
                        <CompanyRowActions onEdit={setDialog} />
                    </Column>
                </DataTable>
            </List>
            {dialog ? <RideShareCompanyDialog record={dialog === 'new' ? undefined : dialog} onClose={() => setDialog(null)} /> : null}
        </>
    );
};
