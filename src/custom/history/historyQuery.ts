import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Identifier } from 'react-admin';

/** react-query key of a document's revision list; every save and restore invalidates it. */
export const historyQueryKey = (resource: string, id: Identifier) => ['content-history', resource, String(id)] as const;

/** Marks a document's history stale: refetched now if the panel shows it, else when it opens next. */
export const useInvalidateHistory = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (resource: string, id: Identifier) => queryClient.invalidateQueries({ queryKey: historyQueryKey(resource, id) }),
    [queryClient],
  );
};
