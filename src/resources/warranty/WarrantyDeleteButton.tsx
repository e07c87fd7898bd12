import type { SxProps, Theme } from '@mui/material';
import { DeleteWithConfirmButton, useRecordContext, useTranslate, type RedirectionSideEffect } from 'react-admin';
import type { WarrantyRecord } from './types.ts';

/**
 * Delete with a confirmation naming the image. Pessimistic: nothing disappears before the server agrees (it
 * refuses a version someone changed meanwhile, and says why in the error toast). The success toast is the
 * declaration's answer for warranty, 'Deleted' (spec §8).
 */
export const WarrantyDeleteButton = ({ redirect = false, sx }: { redirect?: RedirectionSideEffect; sx?: SxProps<Theme> }) => {
    const record = useRecordContext<WarrantyRecord>();
    const translate = useTranslate();
    const title = record?.title?.trim() || translate('resources.warranty.untitled');
    return (
        <DeleteWithConfirmButton
            mutationMode="pessimistic"
            redirect={redirect}
            sx={sx}
            confirmTitle="resources.warranty.message.delete_title"
            confirmContent="resources.warranty.message.delete_content"
            translateOptions={{ title }}
            // An i18n key: react-admin translates the message with 'Element deleted' as the default, so a plain
            // 'Deleted' (no such key) came out as 'Element deleted'. The key holds the declaration's answer.
            successMessage="resources.warranty.notifications.deleted"
            // Each row's button says which image it deletes (screen readers list them by name).
            aria-label={translate('resources.warranty.action.delete_named', { title })}
        />
    );
};
