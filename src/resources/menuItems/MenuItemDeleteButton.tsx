import { useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { focusAfterRowRemoval } from '../../custom/content/focusAfterRowRemoval.ts';
import { CancelFirstConfirm } from './CancelFirstConfirm.tsx';
import { deleteOutcome } from './menuItemAnswers.ts';
import { MENU_ITEMS_RESOURCE } from './paths.ts';
import { useRowActionDelay } from './RowActionDelay.tsx';
import type { MenuItemRecord } from './types.ts';

/**
 * Delete with a question first (spec §2), Cancel focused so a stray Enter deletes nothing. Pessimistic: the
 * answer decides. Spec §8: only status 'deleted' is a success ('Data deleted successfully'); any other status is
 * shown as an error. The version the admin saw goes along (the data provider sends it as If-Match), so deleting
 * an item someone just changed is refused. Once the row is gone the focus moves to a neighbour's Edit (or Add).
 */
export const MenuItemDeleteButton = ({ disabled }: { disabled?: boolean }) => {
    const record = useRecordContext<MenuItemRecord>();
    const translate = useTranslate();
    const notify = useNotify();
    const { afterRowAction } = useRowActionDelay();
    const [open, setOpen] = useState(false);
    const button = useRef<HTMLButtonElement>(null);
    const [deleteOne, { isPending }] = useDelete<MenuItemRecord>();
    if (!record) return null;

    const confirm = () =>
        deleteOne(
            MENU_ITEMS_RESOURCE,
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: answer => {
                    setOpen(false);
                    const outcome = deleteOutcome(answer);
                    if (outcome.ok) notify('resources.menuItems.notifications.deleted', { type: 'success' });
                    else notify(outcome.toast, { type: 'error', messageArgs: { _: outcome.toast } });
                    focusAfterRowRemoval(button.current);
                    afterRowAction(record.id);
                },
                onError: error => {
                    setOpen(false);
                    const message = error instanceof Error && error.message ? error.message : 'app.errors.fallback';
                    notify(message, { type: 'error', messageArgs: { _: message } });
                },
            },
        );

    return (
        <>
            <Button
                ref={button}
                label="resources.menuItems.action.delete"
                aria-label={translate('resources.menuItems.action.delete_named', { title: record.title })}
                color="error"
                disabled={disabled || isPending}
                onClick={() => setOpen(true)}
            >
                <DeleteIcon />
            </Button>
            <CancelFirstConfirm
                isOpen={open}
                loading={isPending}
                title="resources.menuItems.message.delete_title"
                titleTranslateOptions={{ title: record.title }}
                content="resources.menuItems.message.delete_content"
                cancel="ra.action.cancel"
                confirm="ra.action.delete"
                confirmColor="error"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
