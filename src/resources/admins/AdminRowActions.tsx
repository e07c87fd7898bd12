import { Box } from '@mui/material';
import { DeleteAdminButton } from './DeleteAdminButton.tsx';
import { SendResetLinkButton } from './SendResetLinkButton.tsx';

/** A row's buttons, side by side and each label on one line ("Send reset link" wrapped onto three). */
export const AdminRowActions = () => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
    <SendResetLinkButton />
    <DeleteAdminButton />
  </Box>
);
