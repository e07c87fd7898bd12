import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminRecord } from '../../types.ts';

/** 'Invited' until the admin sets a password, then 'Active'. */
export const AdminStatusField = () => {
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
