import { useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { focusAfterRowRemoval } from '../../custom/content/focusAfterRowRemoval.ts';
import { CancelFirstConfirm } from '../menuItems/CancelFirstConfirm.tsx';
import { PartnerEditDialog } from './PartnerEditDialog.tsx';
import { PARTNERS_RESOURCE } from './paths.ts';
import { statusOf } from './statusOf.ts';
import type { PartnerRecord } from './types.ts';

/**
 * Edit (a dialog) and Delete (a question first, Cancel focused; the version seen goes along, so deleting a partner
 * someone just changed is refused). Spec §8: errors toast the server's message.
 */
export const PartnerRowActions = ({ onChanged }: { onChanged: () => void }) => {
    const record = useRecordContext<PartnerRecord>();
    const translate = useTranslate();
    const notify = useNotify();
    const [editing, setEditing] = useState(false);
    const [asking, setAsking] = useState(false);
    const deleteButton = useRef<HTMLButtonElement>(null);
    const [deleteOne, { isPending }] = useDelete<PartnerRecord>();
    if (!record) return null;

    const confirm = () =>
        deleteOne(
            PARTNERS_RESOURCE,
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: answer => {
                    setAsking(false);
                    const message = (answer as { message?: string }).message ?? statusOf(answer) ?? 'app.notifications.deleted_title';
                    notify(message, { type: 'success', messageArgs: { _: message } });
                    focusAfterRowRemoval(deleteButton.current);
                    onChanged();
                },
                onError: error => {
                    setAsking(false);
                    const message = error instanceof Error && error.message ? error.message : 'app.errors.fallback';
                    notify(message, { type: 'error', messageArgs: { _: message } });
                },
            },
        );

    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
            {/* Icon buttons with their names: the table is wide, and the names say which partner. */}
            <Tooltip title={translate('resources.partners.action.edit_named', { name: record.name })}>
                <IconButton aria-label={translate('resources.partners.action.edit_named', { name: record.name })} color="primary" onClick={() => setEditing(true)}>
                    <EditIcon />
                </IconButton>
            </Tooltip>
            <Tooltip title={translate('resources.partners.action.delete_named', { name: record.name })}>
                <span>
                    <IconButton
                        ref={deleteButton}
                        aria-label={translate('resources.partners.action.delete_named', { name: record.name })}
                        color="error"
                        disabled={isPending}
                        onClick={() => setAsking(true)}
                    >
                        <DeleteIcon />
                    </IconButton>
                </span>
            </Tooltip>
            {editing && <PartnerEditDialog id={record.id} onClose={() => setEditing(false)} />}
            <CancelFirstConfirm
                isOpen={asking}
                loading={isPending}
                title="resources.partners.message.delete_title"
                titleTranslateOptions={{ name: record.name }}
                content="resources.partners.message.delete_content"
                cancel="ra.action.cancel"
                confirm="ra.action.delete"
                confirmColor="error"
                onConfirm={confirm}
                onClose={() => setAsking(false)}
            />
        </Box>
    );
};
