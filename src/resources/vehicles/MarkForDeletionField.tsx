import { Stack, Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useRecordContext, useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';
import { formatDay } from './format.ts';

/** Spec §3: a `markForDeletion` date is shown with a red icon; nothing when the vehicle is not marked. */
export const MarkForDeletionField = () => {
  const record = useRecordContext<VehicleRecord>();
  const translate = useTranslate();
  if (!record?.markForDeletion) return null;
  const date = formatDay(record.markForDeletion);
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={0.5}
      title={translate('resources.vehicles.marked_on', { date })}
    >
      <DeleteForeverIcon color="error" fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" noWrap>
        {date}
      </Typography>
    </Stack>
  );
};
