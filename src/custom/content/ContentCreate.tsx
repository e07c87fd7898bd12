import { useCallback, type ReactNode } from 'react';
import {
  Create,
  useNotify,
  useRedirect,
  type CreateProps,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { ContentSaveContext } from './ContentSaveContext.tsx';
import { answerMessageOf, withoutAnswerKeys } from './contentValues.ts';

export interface ContentCreateProps extends Pick<
  CreateProps,
  'actions' | 'aside' | 'component' | 'sx' | 'className' | 'transform' | 'record'
> {
  /** The collection's `name` ('promo'). */
  resource: string;
  /** Where to go after a successful create: the list by default. */
  redirect?: RedirectionSideEffect;
  title?: ReactNode;
  /** The form, e.g. `<SimpleForm>` with `<WarnWhenUnsaved />` in it. */
  children: ReactNode;
}

/**
 * react-admin's `<Create>` for a content collection, pessimistic: the server's `message` is the success
 * toast ('Data added successfully'), a failure toasts the server's message and puts a 400's field errors
 * under their inputs.
 */
export const ContentCreate = ({ resource, redirect = 'list', title, children, ...rest }: ContentCreateProps) => (
  <Create {...rest} resource={resource} mutationMode="pessimistic" redirect={redirect} title={title}>
    <ContentCreateBody resource={resource} redirect={redirect}>
      {children}
    </ContentCreateBody>
  </Create>
);

interface ContentCreateBodyProps {
  resource: string;
  redirect: RedirectionSideEffect;
  children: ReactNode;
}

const ContentCreateBody = ({ resource, redirect, children }: ContentCreateBodyProps) => {
  const notify = useNotify();
  const redirectTo = useRedirect();
  const onSaved = useCallback(
    (answer: RaRecord) => {
      notify(answerMessageOf(answer) ?? 'app.content.created', { type: 'info' });
      redirectTo(redirect, resource, answer.id, withoutAnswerKeys(answer));
    },
    [notify, redirect, redirectTo, resource],
  );
  return <ContentSaveContext onSaved={onSaved}>{children}</ContentSaveContext>;
};
