import { Typography } from '@mui/material';
import { DataTable, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { rdsList } from '../../../contract/content/index.ts';
import { ContentDeleteButton } from '../../custom/content/generic/ContentDeleteButton.tsx';
import { ContentListSection } from '../../custom/content/generic/ContentListSection.tsx';
import { ActiveSwitch } from '../../custom/rideShare/ActiveSwitch.tsx';
import { RdsAddForm } from './RdsAddForm.tsx';

const T = 'resources.rdsList';
// One entry per vehicle and zone: both name it.
const nameOf = (record: RaRecord) => `${String(record.stockId ?? '')} (${String(record.zone ?? '')})`;

/** Each entry's visible switch saves at once (there is no form to save it from). */
const VisibleSwitch = () => <ActiveSwitch source="visible" label={`${T}.action.visible_named`} nameOf={nameOf} />;

const DeleteEntry = () => {
  const record = useRecordContext();
  return record ? <ContentDeleteButton collection={rdsList} record={record} /> : null;
};

/**
 * The RDS list (spec §7 /rds-list; README "Ride-share"): the ride-share delivery vehicles the public ride-share
 * pages show, by zone, in display order (ContentTable: drag a row's handle, or Space and the arrow keys on it).
 * Entries are added from the DMS's list (RdsAddForm) and removed after a question; they have no form of their own.
 * On /admin/rideshare-home, under the home items.
 */
export const RdsListSection = () => {
  const translate = useTranslate();
  return (
    <ContentListSection
      collection={rdsList}
      heading={translate(`${T}.heading`)}
      intro={
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.intro`)}
          </Typography>
          <RdsAddForm />
        </>
      }
      add={false}
      columns={['stockId', 'zone']}
      bulk={false}
      rowActions={false}
    >
      <DataTable.Col label={`${T}.fields.visible`} disableSort>
        <VisibleSwitch />
      </DataTable.Col>
      <DataTable.Col label="app.content.generic.actions" disableSort align="right">
        <DeleteEntry />
      </DataTable.Col>
    </ContentListSection>
  );
};
