import type { ReactNode } from 'react';
import { Create, type CreateProps, type RedirectionSideEffect } from 'react-admin';
import { ContentSaveContext } from './ContentSaveContext.tsx';

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
    <ContentSaveContext done="app.content.created" redirect={redirect}>
      {children}
    </ContentSaveContext>
  </Create>
);
