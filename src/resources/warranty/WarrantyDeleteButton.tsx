import { useRef } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useRedirect, useTranslate, type RedirectionSideEffect } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { focusAfterRowRemoval } from '../../custom/content/focusAfterRowRemoval.ts';
import { warranty } from '../../../contract/content/index.ts';
import type { WarrantyRecord } from './types.ts';

// An i18n key: react-admin translates the message with 'Element deleted' as the default, so a plain 'Deleted' (no
// such key) came out as 'Element deleted'. The key holds the declaration's answer.
const DELETED = 'resources.warranty.notifications.deleted';

/**
 * Delete with a confirmation naming the image. Pessimistic: nothing disappears before the server agrees (it
 * refuses a version someone changed meanwhile, and says why in the error toast). The success toast is the
 * declaration's answer for warranty, 'Deleted' (spec §8). In the list, the focus then goes to a neighbour's Edit
 * (or Add) instead of falling to the page with the row.
 */
export const WarrantyDeleteButton = ({ redirect = false, sx }: { redirect?: RedirectionSideEffect; sx?: SxProps<Theme> }) => {
    const record = useRecordContext<WarrantyRecord>();
    const translate = useTranslate();
    const notify = useNotify();
    const redirectTo = useRedirect();
    // null in the list, the edit form's in its toolbar.
    const form = useFormContext() as ReturnType<typeof useFormContext> | null;
    const button = useRef<HTMLButtonElement>(null);
    const title = record?.title?.trim() || translate('resources.warranty.untitled');

    // react-admin's own success effects (a given onSuccess replaces them), then the focus.
    const onSuccess = () => {
        notify(DELETED, { type: 'info', messageArgs: { smart_count: 1 } });
        // The record is gone: its unsaved changes must not hold the redirect back (WarnWhenUnsaved).
        form?.reset(undefined, { keepValues: true });
        redirectTo(redirect, warranty.name);
        focusAfterRowRemoval(button.current);
    };

    return (
        <DeleteWithConfirmButton
            ref={button}
            mutationMode="pessimistic"
            mutationOptions={{ onSuccess }}
            redirect={redirect}
            sx={sx}
            confirmTitle="resources.warranty.message.delete_title"
            confirmContent="resources.warranty.message.delete_content"
            translateOptions={{ title }}
            successMessage={DELETED}
            // Each row's button says which image it deletes (screen readers list them by name).
            aria-label={translate('resources.warranty.action.delete_named', { title })}
        />
    );
};
