import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useEditContext, useNotify } from 'react-admin';
import { useInvalidateHistory } from '../history/historyQuery.ts';
import { failureMessageOf, withoutAnswerKeys, type ContentValues } from './contentValues.ts';

export interface ContentConflict {
    /** The server's 412 message (STALE_DOCUMENT). */
    message: string;
    /** What the admin tried to save: still in the form. */
    attempted: ContentValues;
    /** The server's current version: undefined while it is read, null if it could not be. */
    theirs: ContentValues | null | undefined;
}

/**
 * State of the conflict dialog of an edit view (used inside `<Edit>`). Opening it reads the server's
 * current version without touching the edit view's cache, so the form keeps the admin's input until they
 * choose to load the other version.
 */
export const useContentConflict = (resource: string) => {
    const dataProvider = useDataProvider();
    const { record, refetch } = useEditContext();
    const notify = useNotify();
    const invalidateHistory = useInvalidateHistory();
    const [conflict, setConflict] = useState<ContentConflict | null>(null);
    const [loading, setLoading] = useState(false);
    const id = record?.id;
    // Answers of an earlier conflict's read must not land in a later one.
    const latest = useRef<ContentValues | null>(null);

    const open = useCallback(
        (message: string, attempted: ContentValues) => {
            latest.current = attempted;
            setConflict({ message, attempted, theirs: id == null ? null : undefined });
            if (id == null) return;
            // Their save is a revision this view has not seen yet.
            void invalidateHistory(resource, id);
            dataProvider.getOne(resource, { id }).then(
                ({ data }) => {
                    if (latest.current !== attempted) return;
                    setConflict(current => current && { ...current, theirs: withoutAnswerKeys(data) });
                },
                () => {
                    if (latest.current !== attempted) return;
                    setConflict(current => current && { ...current, theirs: null });
                },
            );
        },
        [dataProvider, id, invalidateHistory, resource],
    );

    /** Their version replaces the admin's input: a new record makes react-admin's form reset to it. */
    const load = useCallback(async () => {
        setLoading(true);
        try {
            const result = await refetch();
            if (result.error) {
                notify(failureMessageOf(result.error), { type: 'error' });
                return;
            }
            latest.current = null;
            setConflict(null);
            notify('app.content.conflict.loaded', { type: 'info' });
        } finally {
            setLoading(false);
        }
    }, [notify, refetch]);

    const keep = useCallback(() => {
        latest.current = null;
        setConflict(null);
    }, []);

    return { conflict, loading, open, load, keep };
};
