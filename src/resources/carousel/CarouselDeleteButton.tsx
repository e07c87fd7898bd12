import { useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { answerMessageOf } from '../../custom/content/contentValues.ts';
import { CancelFirstConfirm } from '../menuItems/CancelFirstConfirm.tsx';
import { CAROUSEL_RESOURCE } from './paths.ts';
import type { CarouselCardRecord } from './types.ts';

/**
 * Once the card has left the list (it is read again after the deletion), the focus goes to the next card's handle,
 * else the previous one's, else Add category, unless the admin has put it somewhere meanwhile.
 */
const focusAfterCardRemoval = (deleted: HTMLElement | null) => {
    const item = deleted?.closest('li');
    if (!item) return;
    const doc = item.ownerDocument;
    const target = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector<HTMLElement>('button') ?? doc.getElementById('carousel-add-button');
    const started = Date.now();
    const settle = () => {
        const active = doc.activeElement;
        // The question is still closing (its focus inside it), or the focus fell to the page or the gone button.
        const closing = active?.closest('[role="dialog"]') != null;
        const parked = !active || active === doc.body || active === deleted;
        if (!parked && !closing) return;
        if ((closing || item.isConnected) && Date.now() - started < 10_000) {
            setTimeout(settle, 100);
            return;
        }
        target?.focus();
    };
    settle();
};

/**
 * Delete a card after a question (Cancel focused, so a stray Enter deletes nothing). Pessimistic, with the version
 * the admin saw (If-Match): deleting a card someone just changed is refused. Its sub-categories go with it; its
 * history is kept.
 */
export const CarouselDeleteButton = ({ record }: { record: CarouselCardRecord }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [open, setOpen] = useState(false);
    const button = useRef<HTMLButtonElement>(null);
    const [deleteOne, { isPending }] = useDelete<CarouselCardRecord>();

    const confirm = () =>
        deleteOne(
            CAROUSEL_RESOURCE,
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: (answer) => {
                    setOpen(false);
                    const message = answerMessageOf(answer) ?? 'app.notifications.deleted_title';
                    notify(message, { type: 'info', messageArgs: { _: message } });
                    focusAfterCardRemoval(button.current);
                },
                onError: (error) => {
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
                color="error"
                startIcon={<DeleteIcon />}
                aria-label={translate('app.carousel.delete_named', { title: record.title })}
                disabled={isPending}
                onClick={() => setOpen(true)}
            >
                {translate('ra.action.delete')}
            </Button>
            <CancelFirstConfirm
                isOpen={open}
                loading={isPending}
                title="app.carousel.delete_title"
                titleTranslateOptions={{ title: record.title }}
                content="app.carousel.delete_content"
                cancel="ra.action.cancel"
                confirm="ra.action.delete"
                confirmColor="error"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
