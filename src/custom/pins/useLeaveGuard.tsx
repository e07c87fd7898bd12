import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AppDialog } from '../layout/AppDialog.tsx';

/**
 * `guard(leave)` runs `leave` at once, or, while there is unsaved work, first asks spec §4's 'Are you sure you want
 * leave this page with unsaved pins?' (the damage map and the hotspot dialog); render `question` inside the dialog.
 */
export const useLeaveGuard = (unsaved: boolean) => {
  const translate = useTranslate();
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  const guard = (leave: () => void) => (unsaved ? setPending({ leave }) : leave());
  const cancel = () => setPending(null);
  const question = (
    <AppDialog
      open={pending !== null}
      onClose={cancel}
      title="app.pins.leave_unsaved"
      maxWidth="xs"
      fullWidth={false}
      actions={
        <>
          {/* Cancel first and focused: the safe choice is the default. */}
          <Button onClick={cancel} autoFocus>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            onClick={() => {
              cancel();
              pending?.leave();
            }}
            color="error"
          >
            {translate('app.pins.leave')}
          </Button>
        </>
      }
    />
  );
  return { guard, question };
};
