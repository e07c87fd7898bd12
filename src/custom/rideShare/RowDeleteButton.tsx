import { useRef } from 'react';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { answerMessageOf } from '../content/contentValues.ts';
import { focusAfterRowRemoval } from '../content/focusAfterRowRemoval.ts';

interface RowDeleteButtonProps {
    /** i18n keys with `%{name}`-style options from `optionsOf`: the button's name and the question. */
    label: string;
    confirmTitle: string;
    confirmContent: string;
    optionsOf: (record: RaRecord) => Record<string, string>;
    redirect?: RedirectionSideEffect;
}

/**
 * Delete with a confirmation naming the item; pessimistic, so nothing goes before the server agrees (it refuses a
 * version someone changed meanwhile). The toast is the server's answer ('Data deleted successfully'); in a table the
 * focus then goes to a neighbour row's first action instead of falling to the page.
 */
export const RowDeleteButton = ({ label, confirmTitle, confirmContent, optionsOf, redirect = false }: RowDeleteButtonProps) => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    const notify = useNotify();
    const redirectTo = useRedirect();
    // null in a list, the edit form's in its toolbar.
    const form = useFormContext() as ReturnType<typeof useFormContext> | null;
    const button = useRef<HTMLButtonElement>(null);
    if (!record) return null;
    const options = optionsOf(record);
    return (
        <DeleteWithConfirmButton
            ref={button}
            resource={resource}
            mutationMode="pessimistic"
            redirect={redirect}
            mutationOptions={{
                onSuccess: answer => {
                    const message = answerMessageOf(answer) ?? 'app.notifications.deleted';
                    notify(message, { type: 'info', messageArgs: { _: message } });
                    // The record is gone: its unsaved changes must not hold the redirect back (WarnWhenUnsaved).
                    form?.reset(undefined, { keepValues: true });
                    redirectTo(redirect, resource);
                    focusAfterRowRemoval(button.current);
                },
            }}
            confirmTitle={confirmTitle}
            confirmContent={confirmContent}
            translateOptions={options}
            aria-label={translate(label, options)}
        />
    );
};
