import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
    Button,
    CreateBase,
    Form,
    required,
    SaveButton,
    TextInput,
    useNotify,
    useRefresh,
    useTranslate,
} from 'react-admin';
import type { AdminRecord } from '../../types.ts';

// No client-side format check (spec §5): the server's message for a bad address is shown under the field.
const req = [required()];

interface AddAdminDialogProps {
    open: boolean;
    onClose: () => void;
}

/**
 * Spec §2 add-admin dialog: asks for an email and sends the invitation through the data
 * provider's `create` (= POST /v1/users/invite). Pessimistic, so a 400 `{errors: {email}}`
 * lands under the field and a 409 (already active) shows as an error toast.
 */
export const AddAdminDialog = ({ open, onClose }: AddAdminDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();

    const onSuccess = () => {
        notify('resources.admins.notifications.created', { type: 'success' });
        onClose();
        refresh();
    };

    return (
        <Dialog open={open} onClose={onClose} aria-labelledby="add-admin-title" fullWidth maxWidth="xs">
            <CreateBase<AdminRecord>
                resource="admins"
                redirect={false}
                mutationMode="pessimistic"
                mutationOptions={{ onSuccess }}
            >
                <Form noValidate>
                    <DialogTitle id="add-admin-title">{translate('resources.admins.add_dialog.title')}</DialogTitle>
                    <DialogContent sx={{ pt: 0 }}>
                        <DialogContentText sx={{ mb: 2 }}>
                            {translate('resources.admins.add_dialog.help')}
                        </DialogContentText>
                        <TextInput source="email" type="email" autoComplete="off" validate={req} fullWidth autoFocus />
                    </DialogContent>
                    <DialogActions>
                        <Button label="resources.admins.action.cancel" onClick={onClose} />
                        <SaveButton label="resources.admins.action.send_invitation" icon={<SendIcon />} />
                    </DialogActions>
                </Form>
            </CreateBase>
        </Dialog>
    );
};
