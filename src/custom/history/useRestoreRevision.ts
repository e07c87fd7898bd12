import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { answerMessageOf, failureMessageOf, isConflict } from '../content/contentValues.ts';
import { historyQueryKey } from './historyQuery.ts';

interface RestoreVariables {
  revision: number;
  /** The document's version the admin is looking at: the server refuses the restore (412) if it moved on. */
  currentVersion: number;
}

/**
 * Restores an older revision as a new one. Success reloads every query of the resource (the edit view's
 * record, so the form shows the restored values, and any list) and the history; a 412 keeps its message
 * for the panel, reloads the history, which shows what happened meanwhile, and hands the message to
 * `onStale` (the edit view reloads its record or, with unsaved input, asks first).
 */
export const useRestoreRevision = (resource: string, id: Identifier, onStale?: (message: string) => void) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [conflictMessage, setConflictMessage] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: ({ revision, currentVersion }: RestoreVariables) =>
      dataProvider.restoreRevision(resource, String(id), revision, currentVersion),
    onSuccess: (answer, { revision }) => {
      setConflictMessage(null);
      const message = answerMessageOf(answer);
      notify(message ?? 'app.history.restore.done', { type: 'info', messageArgs: { version: revision } });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      void queryClient.invalidateQueries({ queryKey: historyQueryKey(resource, id) });
    },
    onError: (error) => {
      notify(failureMessageOf(error), { type: 'error' });
      if (!isConflict(error)) return;
      setConflictMessage(failureMessageOf(error));
      void queryClient.invalidateQueries({ queryKey: historyQueryKey(resource, id) });
      onStale?.(failureMessageOf(error));
    },
  });

  return { ...mutation, conflictMessage, clearConflict: () => setConflictMessage(null) };
};
