import { DeleteWithConfirmButton } from 'react-admin';

/**
 * Delete with a confirmation dialog (spec §6). Pessimistic: the server may refuse, and the
 * deletion revokes that admin's sessions, so nothing is hidden before it answers.
 */
export const DeleteAdminButton = () => (
  <DeleteWithConfirmButton
    mutationMode="pessimistic"
    redirect={false}
    successMessage="resources.admins.notifications.deleted"
  />
);
