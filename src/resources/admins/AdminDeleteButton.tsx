import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, useDelete, useNotify, useRecordContext } from 'react-admin';
import { CancelFirstConfirm } from '../../custom/content/CancelFirstConfirm.tsx';
import { failureMessageOf } from '../../custom/content/contentValues.ts';
import type { AdminRecord } from '../../types.ts';

/**
 * Spec §2's delete with confirmation, Cancel focused (react-admin's DeleteWithConfirmButton focuses Confirm: a stray
 * Enter deleted the admin). Pessimistic (spec §6): the server may refuse, and the deletion signs that admin out.
 */
export const AdminDeleteButton = () => {
  const record = useRecordContext<AdminRecord>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<AdminRecord>();
  if (!record) return null;
  const confirm = () =>
    deleteOne(
      'admins',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.notifications.deleted', { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          const message = failureMessageOf(error);
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" disabled={isPending} onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <CancelFirstConfirm
        isOpen={open}
        loading={isPending}
        title="resources.admins.message.delete_title"
        titleTranslateOptions={{ recordRepresentation: record.email }}
        content="resources.admins.message.delete_content"
        confirmColor="error"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
