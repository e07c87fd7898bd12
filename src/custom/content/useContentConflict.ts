import { useCallback, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useEditContext, useNotify } from 'react-admin';
import { useInvalidateHistory } from '../history/historyQuery.ts';
import { changesOf, failureMessageOf, withoutAnswerKeys, type ContentValues } from './contentValues.ts';
import type { ContentFormProbe } from './ContentFormWatch.tsx';

export interface ContentConflict {
  /** The server's 412 message (STALE_DOCUMENT). */
  message: string;
  /** What the admin tried to save: still in the form. */
  attempted: ContentValues;
  /** The server's current version: undefined while it is read, null if it could not be. */
  theirs: ContentValues | null | undefined;
  /** The version the admin loaded, when known: which fields each side changed (merge, field-by-field difference). */
  base?: ContentValues;
}

/**
 * State of the conflict dialog of an edit view (used inside `<Edit>`). Opening it reads the server's
 * current version without touching the edit view's cache, so the form keeps the admin's input until they
 * choose to load the other version, or to merge: their version with the admin's changed fields on top
 * (`formRef` holds the probe of the form's ContentFormWatch, which puts them back once the form holds theirs).
 */
export const useContentConflict = (resource: string, formRef?: RefObject<ContentFormProbe | null>) => {
  const dataProvider = useDataProvider();
  const { record, refetch } = useEditContext();
  const notify = useNotify();
  const invalidateHistory = useInvalidateHistory();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<ContentConflict | null>(null);
  const [loading, setLoading] = useState(false);
  const id = record?.id;
  // Answers of an earlier conflict's read must not land in a later one.
  const latest = useRef<ContentValues | null>(null);

  const open = useCallback(
    (message: string, attempted: ContentValues) => {
      latest.current = attempted;
      // The cache still holds the version the form was loaded from: a 412 never updates it.
      const base = record ? withoutAnswerKeys(record) : undefined;
      setConflict({ message, attempted, base, theirs: id == null ? null : undefined });
      if (id == null) return;
      // Their save is a revision this view has not seen yet.
      void invalidateHistory(resource, id);
      dataProvider.getOne(resource, { id }).then(
        ({ data }) => {
          if (latest.current !== attempted) return;
          setConflict((current) => current && { ...current, theirs: withoutAnswerKeys(data) });
        },
        () => {
          if (latest.current !== attempted) return;
          setConflict((current) => current && { ...current, theirs: null });
        },
      );
    },
    [dataProvider, id, invalidateHistory, record, resource],
  );

  /** Their version replaces the form's values: a new record makes react-admin's form reset to it. */
  const reload = useCallback(
    async (done: string, before?: () => void) => {
      setLoading(true);
      try {
        before?.();
        const result = await refetch();
        if (result.error) {
          formRef?.current?.cancelReapply();
          notify(failureMessageOf(result.error), { type: 'error' });
          return;
        }
        latest.current = null;
        setConflict(null);
        // The list behind an edit dialog still shows the version the admin loaded: read it again too.
        void queryClient.invalidateQueries({ queryKey: [resource, 'getList'] });
        notify(done, { type: 'info' });
      } finally {
        setLoading(false);
      }
    },
    [formRef, notify, queryClient, refetch, resource],
  );

  const load = useCallback(() => reload('app.content.conflict.loaded'), [reload]);

  /** Their version, then the admin's changed fields put back, the form left dirty: the admin checks and saves. */
  const merge = useCallback(() => {
    const current = conflict;
    if (!current?.base) return Promise.resolve();
    const changes = changesOf(current.base, current.attempted);
    return reload('app.content.conflict.merged', () => formRef?.current?.reapplyAfterReload(changes));
  }, [conflict, formRef, reload]);

  const keep = useCallback(() => {
    latest.current = null;
    setConflict(null);
  }, []);

  return { conflict, loading, open, load, merge, keep };
};
