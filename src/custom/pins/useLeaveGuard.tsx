import { useState } from 'react';
import { CancelFirstConfirm } from '../content/CancelFirstConfirm.tsx';

/**
 * `guard(leave)` runs `leave` at once, or, while there is unsaved work, first asks spec §4's 'Are you sure you want
 * leave this page with unsaved pins?' (the damage map and the hotspot dialog); render `question` inside the dialog.
 */
export const useLeaveGuard = (unsaved: boolean) => {
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  const guard = (leave: () => void) => (unsaved ? setPending({ leave }) : leave());
  const cancel = () => setPending(null);
  const question = (
    <CancelFirstConfirm
      isOpen={pending !== null}
      title="app.pins.leave_unsaved"
      confirm="app.pins.leave"
      confirmColor="error"
      onClose={cancel}
      onConfirm={() => {
        cancel();
        pending?.leave();
      }}
    />
  );
  return { guard, question };
};
