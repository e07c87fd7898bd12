import { useMemo } from 'react';
import { useLocation } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { BackToolbar } from '../../homePage/BackToolbar.tsx';
import { ContentCreate } from '../ContentEdit.tsx';
import { ContentSimpleForm } from './ContentInputs.tsx';
import { startValuesOf } from './contentFormValues.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/**
 * The screen a link to the form came from, with its Back label (the home page's 'Create the hero promo' passes
 * `state: { returnTo, returnLabel }`), else the collection's list.
 */
const useReturnTo = (route: string): { path: string; label?: string } => {
  const { state } = useLocation();
  const { returnTo, returnLabel } = (state ?? {}) as { returnTo?: unknown; returnLabel?: unknown };
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return { path: route };
  return { path: returnTo, label: typeof returnLabel === 'string' ? returnLabel : undefined };
};

/**
 * `/<name>/create` for any list collection (issue 24): the declaration's inputs from its defaults, then back to the
 * list (or to the screen the admin came from).
 */
export const ContentCreatePage = ({ collection }: { collection: CollectionDeclaration }) => {
  const { t, text } = useCollectionTexts(collection);
  const back = useReturnTo(collection.console.route);
  const route = back.path;
  const record = useMemo(() => startValuesOf(collection), [collection]);
  const redirect = useMemo(() => () => route, [route]);
  const title = text('createTitle');
  useDocumentTitle(title);
  return (
    <ContentCreate
      resource={collection.name}
      redirect={redirect}
      title={title}
      record={record}
      actions={<BackToolbar to={route} label={back.label ?? t('app.content.generic.back')} />}
    >
      <ContentSimpleForm collection={collection} mode="create" sx={{ maxWidth: 760 }} />
    </ContentCreate>
  );
};
