import { Alert, Button } from '@mui/material';
import { useEditContext, useTranslate } from 'react-admin';
import { failureMessageOf } from './contentValues.ts';

/**
 * In place of a form whose record failed to load (a 500, the network): the server's message (spec §8) and a way
 * to try again, on the page the admin is on. Sending them to another screen lost where they were; a record
 * that is gone (404) still goes back to its list (ContentEdit).
 */
export const ContentLoadError = ({ label }: { label?: string }) => {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useEditContext();
  const message = failureMessageOf(error);
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
          {translate('app.content.retry')}
        </Button>
      }
    >
      {translate('app.content.load_failed', {
        label: label ?? translate('app.content.item'),
        message: translate(message, { _: message }),
      })}
    </Alert>
  );
};
