import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface LeaveUnsavedDialogProps {
  open: boolean;
  onCancel: () => void;
  onLeave: () => void;
}

/** Spec §4: 'Are you sure you want leave this page with unsaved pins?' with Cancel and Leave. */
export const LeaveUnsavedDialog = ({ open, onCancel, onLeave }: LeaveUnsavedDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="leave-unsaved-pins" maxWidth="xs">
      <DialogContent>
        <DialogContentText id="leave-unsaved-pins">{translate('app.pins.leave_unsaved')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Cancel first and focused: the safe choice is the default. */}
        <Button onClick={onCancel} autoFocus>
          {translate('app.pins.cancel')}
        </Button>
        <Button onClick={onLeave} color="error">
          {translate('app.pins.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * `guard(leave)` runs `leave` at once, or, while there is unsaved work, asks first (the damage map and the
 * hotspot dialog); render `question` inside the dialog.
 */
export const useLeaveGuard = (unsaved: boolean) => {
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  const guard = (leave: () => void) => (unsaved ? setPending({ leave }) : leave());
  const question = (
    <LeaveUnsavedDialog
      open={pending !== null}
      onCancel={() => setPending(null)}
      onLeave={() => {
        const leave = pending?.leave;
        setPending(null);
        leave?.();
      }}
    />
  );
  return { guard, question };
};
