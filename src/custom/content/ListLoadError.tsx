import { useCallback, useMemo } from 'react';
import { Alert } from '@mui/material';
import { Pagination, useListContext, useNotify, useTranslate } from 'react-admin';

/** The server's message (the data provider's errors carry its `msg` or `message`), else spec §8's fallback. */
const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'app.errors.fallback';

/**
 * In place of a content table whose load failed: an info alert naming the list and the server's message. No rows
 * of an earlier load and no empty text ('… creates the first one' would invite adding to a list that may be full).
 */
export const ListLoadError = () => {
  const translate = useTranslate();
  const { error, resource } = useListContext();
  const message = messageOf(error);
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource }).toLocaleLowerCase();
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {translate('app.content.list_failed', { name, message: translate(message, { _: message }) })}
    </Alert>
  );
};

/** No page numbers (of an earlier load, or '1-25 of 25' over nothing) while the error stands. */
const ListLoadPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination />;
};

const loadError = <ListLoadError />;
const loadPagination = <ListLoadPagination />;

/**
 * Spec §4 'Each list that fails to load resets to empty and keeps the error' and §8 'list loads use info
 * severity': the props every content table's `<List>` spreads. A failed load toasts the server's message with
 * info severity (react-admin's default is a red error toast) and the list shows ListLoadError instead of its
 * rows and pager until a load succeeds (react-query keeps the error through refetches that fail again).
 */
export const useListLoadError = () => {
  const notify = useNotify();
  const onError = useCallback(
    (failure: unknown) => {
      const message = messageOf(failure);
      notify(message, { type: 'info', messageArgs: { _: message } });
    },
    [notify],
  );
  return useMemo(() => ({ error: loadError, pagination: loadPagination, queryOptions: { onError } }), [onError]);
};
