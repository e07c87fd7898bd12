import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton, type DeleteToast } from '../../custom/content/ConfirmDeleteButton.tsx';
import { PartnerEditDialog } from './PartnerEditDialog.tsx';
import { PARTNERS_RESOURCE } from './paths.ts';
import { statusOf } from './statusOf.ts';
import type { PartnerRecord } from './types.ts';

/** Spec §8: the toast is the answer's message, else its status. */
const toastOf = (answer: PartnerRecord | undefined): DeleteToast => {
    const message = (answer as { message?: string }).message ?? statusOf(answer) ?? 'app.notifications.deleted_title';
    return { message, options: { type: 'success', messageArgs: { _: message } } };
};

/**
 * Edit (a dialog) and Delete (a question first, see ConfirmDeleteButton). Spec §8: errors toast the server's
 * message. A deletion changes the counts above the table: `onChanged` reads them again.
 */
export const PartnerRowActions = ({ onChanged }: { onChanged: () => void }) => {
    const record = useRecordContext<PartnerRecord>();
    const translate = useTranslate();
    const [editing, setEditing] = useState(false);
    if (!record) return null;

    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
            {/* Icon buttons with their names: the table is wide, and the names say which partner. */}
            <Tooltip title={translate('resources.partners.action.edit_named', { name: record.name })}>
                <IconButton aria-label={translate('resources.partners.action.edit_named', { name: record.name })} color="primary" onClick={() => setEditing(true)}>
                    <EditIcon />
                </IconButton>
            </Tooltip>
            <ConfirmDeleteButton
                resource={PARTNERS_RESOURCE}
                record={record}
                look="icon"
                name="resources.partners.action.delete_named"
                confirmTitle="resources.partners.message.delete_title"
                confirmContent="resources.partners.message.delete_content"
                translateOptions={{ name: record.name }}
                toastOf={toastOf}
                afterDelete={onChanged}
            />
            {editing && <PartnerEditDialog id={record.id} onClose={() => setEditing(false)} />}
        </Box>
    );
};
