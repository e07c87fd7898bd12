import { Box, Typography } from '@mui/material';
import { DateTimeInput, useTranslate } from 'react-admin';
import { isoToLocal, localToIso, validateWindowOrder } from './publishWindow.ts';

const UNTIL_RULES = [validateWindowOrder];

// Both ends: a local date and time in the admin's zone, stored as ISO.
const WINDOW_INPUT = { fullWidth: false, sx: { width: 260 }, format: isoToLocal, parse: localToIso } as const;

/** The admin's time zone, named so nobody wonders whose 09:00 it is. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';

/**
 * publishFrom / publishUntil (beyond the spec): either end may stay open. The browser's date-time inputs hold
 * local times; the form holds ISO date-times with the offset, as the contract stores them.
 */
export const PublishWindowInputs = () => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate('app.content.fields.publish_window')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.content.fields.publish_window_help', { zone: timeZone() })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <DateTimeInput source="publishFrom" {...WINDOW_INPUT} helperText="app.content.fields.publish_from_help" />
        <DateTimeInput
          source="publishUntil"
          {...WINDOW_INPUT}
          validate={UNTIL_RULES}
          helperText="app.content.fields.publish_until_help"
        />
      </Box>
    </Box>
  );
};
