import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import type { AdminRecord } from '../../types.ts';

/** Row action: emails that admin a link to set a new password; the toast repeats the server's answer. */
export const SendResetLinkButton = () => {
  const record = useRecordContext<AdminRecord>();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: AdminRecord['id']) => dataProvider.sendPasswordReset(id),
    onSuccess: ({ message }) => notify(message, { type: 'success', messageArgs: { _: message } }),
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record) return null;
  return (
    <Button label="resources.admins.action.send_reset_link" disabled={isPending} onClick={() => mutate(record.id)}>
      <LockResetIcon />
    </Button>
  );
};
