import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import {
  Create,
  Edit,
  useEditContext,
  useNotify,
  useRedirect,
  type CreateProps,
  type EditProps,
  type Identifier,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { Box } from '@mui/material';
import { inSentence, labelOf, type CollectionDeclaration } from '../../../contract/content/index.ts';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { ContentLoadError } from './ContentLoadError.tsx';
import { ContentEditStateContext, type ContentFormProbe } from './ContentFormWatch.tsx';
import { ContentSaveContext } from './ContentSaveContext.tsx';
import { failureMessageOf, statusOf, withoutAnswerKeys } from './contentValues.ts';
import { useContentConflict } from './useContentConflict.ts';

export interface ContentEditProps extends Pick<
  EditProps,
  'actions' | 'aside' | 'component' | 'sx' | 'className' | 'transform' | 'error'
> {
  /** The collection's `name` ('promo', 'heroCarouselSetting'). */
  resource: string;
  /** Defaults to the route's `:id`; singletons pass `SINGLETON_ID`. */
  id?: Identifier;
  /** Where to go after a successful save; by default the admin stays on the page. */
  redirect?: RedirectionSideEffect;
  title?: ReactNode;
  /** The History panel under the form. */
  history?: boolean;
  /** The form, e.g. `<SimpleForm>` with `<WarnWhenUnsaved />` and `<ContentFormWatch />` in it. */
  children: ReactNode;
  /** The declaration, where the screen has it: the conflict dialog names fields by its labels, a failed load by it. */
  collection?: CollectionDeclaration;
  /** A failed load, instead of the default (a 404 goes back to the list, any other failure is toasted). */
  onLoadError?: (error: unknown) => void;
}

/**
 * Without the `status`/`message` a write's answer carries (react-admin caches that answer as the record). A focus or
 * reconnect must not refetch either: a newer version would silently reset the form, dropping the admin's input,
 * where a 412 and the conflict dialog let them choose.
 */
const EDIT_QUERY_OPTIONS = {
  select: withoutAnswerKeys<RaRecord>,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

const loadError = <ContentLoadError />;

/**
 * react-admin's `<Edit>` for a content collection, pessimistic so the server's answer decides: its `message` is the
 * success toast ('Success!'), a failure toasts the server's message and puts a 400's field errors under their inputs,
 * a 412 keeps the admin's input and opens the conflict dialog. The History panel follows the form. A failed load
 * stays on the page with the server's message and Try again (a 500 on a settings table or an SEO record sent the
 * admin to another screen); only a record that is gone (404) goes back to its list.
 */
export const ContentEdit = (props: ContentEditProps) => {
  const { resource, id, redirect = false, title, history = true, children, collection, onLoadError, ...rest } = props;
  const notify = useNotify();
  const redirectTo = useRedirect();
  const defaultLoadFailure = useCallback(
    (error: unknown) => {
      if (statusOf(error) === 404) {
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        redirectTo('list', resource);
        return;
      }
      const message = failureMessageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify, redirectTo, resource],
  );
  const onError = onLoadError ?? defaultLoadFailure;
  const queryOptions = useMemo(() => ({ ...EDIT_QUERY_OPTIONS, onError }), [onError]);
  return (
    <Edit
      error={collection ? <ContentLoadError label={inSentence(collection.label)} /> : loadError}
      {...rest}
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      redirect={redirect}
      title={title}
      queryOptions={queryOptions}
      redirectOnError={false}
    >
      <ContentEditBody resource={resource} redirect={redirect} history={history} collection={collection}>
        {children}
      </ContentEditBody>
    </Edit>
  );
};

/** The form, e.g. `<SimpleForm>` with `<WarnWhenUnsaved />` in it. */
export interface ContentCreateProps extends Pick<
  CreateProps,
  'actions' | 'aside' | 'component' | 'sx' | 'className' | 'transform' | 'record'
> {
  /** The collection's `name` ('promo'). */
  resource: string;
  /** Where to go after a successful create: the list by default. */
  redirect?: RedirectionSideEffect;
  title?: ReactNode;
  children: ReactNode;
}

/**
 * react-admin's `<Create>` for a content collection, pessimistic: the server's `message` is the success
 * toast ('Data added successfully'), a failure toasts the server's message and puts a 400's field errors
 * under their inputs.
 */
export const ContentCreate = ({ resource, redirect = 'list', title, children, ...rest }: ContentCreateProps) => (
  <Create {...rest} resource={resource} mutationMode="pessimistic" redirect={redirect} title={title}>
    <ContentSaveContext done="app.content.created" redirect={redirect}>
      {children}
    </ContentSaveContext>
  </Create>
);

type BodyProps = Pick<ContentEditProps, 'resource' | 'redirect' | 'history' | 'collection' | 'children'>;

const ContentEditBody = ({ resource, redirect, history, collection, children }: BodyProps) => {
  const { record } = useEditContext();
  const form = useRef<ContentFormProbe | null>(null);
  const { conflict, loading, open, load, merge, keep } = useContentConflict(resource, form);
  const state = useMemo(() => {
    const register = (probe: ContentFormProbe) => {
      form.current = probe;
      return () => {
        if (form.current === probe) form.current = null;
      };
    };
    return { form, register, openConflict: open };
  }, [open]);
  return (
    // The History panel asks the form (ContentFormWatch) whether it may reload the record after a refused restore.
    <ContentEditStateContext.Provider value={state}>
      <ContentSaveContext redirect={redirect} onConflict={open}>
        {children}
      </ContentSaveContext>
      {history && record ? (
        // On phones react-admin pins the Save toolbar to the bottom of the screen (80 px): the panel keeps clear of it.
        <Box sx={{ mb: { xs: 10, sm: 0 } }}>
          <HistoryPanel resource={resource} id={record.id} />
        </Box>
      ) : null}
      <ConflictDialog
        resource={resource}
        conflict={conflict}
        loading={loading}
        onLoad={load}
        onMerge={merge}
        onKeep={keep}
        fieldLabel={collection && ((source) => labelOf(collection, source))}
      />
    </ContentEditStateContext.Provider>
  );
};
