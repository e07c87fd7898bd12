import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from 'react-admin';
import { AddAdminDialog } from './AddAdminDialog.tsx';

/** Top-toolbar button of the admins list; the dialog is mounted only while open so each opening starts blank. */
export const AddAdminButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.admins.action.add" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      {open && <AddAdminDialog open onClose={() => setOpen(false)} />}
    </>
  );
};
