import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { List, Pagination, TopToolbar, useListContext } from 'react-admin';
import {
  collectionByName,
  SEO_PAGE_NAMES,
  titleFieldOf,
  type CollectionDeclaration,
  type SeoPageName,
} from '../../../../contract/content/index.ts';
import { PageSeoSection } from '../../seo/PageSeoSection.tsx';
import { SnackbarDuration } from '../../layout/SnackbarDuration.tsx';
import { useListLoadToast } from '../useListLoadToast.ts';
import { useContentListFilters } from './contentListFilters.tsx';
import { ContentAddButton } from './ContentAddButton.tsx';
import { ContentSingletonForm } from './ContentSingletonForm.tsx';
import { ContentTable } from './ContentTable.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

const isSeoPage = (page: string): page is SeoPageName => (SEO_PAGE_NAMES as readonly string[]).includes(page);

/**
 * A list screen in sections, each region named: the form of its settings above (the declaration's `admin.settings`:
 * the hero carousel's settings above the hero images, spec §2), the list in a section named after the collection,
 * and its static page's SEO record under it (`admin.pageSeo`: the FAQ page's under the FAQ entries).
 */
const ContentListWithSettings = ({
  collection,
  children,
}: {
  collection: CollectionDeclaration;
  children: ReactNode;
}) => {
  const { plural } = useCollectionTexts(collection);
  const settingsId = useId();
  const listId = useId();
  const { settings, pageSeo } = collection.admin ?? {};
  const singleton = settings ? collectionByName(settings) : undefined;
  if (settings && singleton?.kind !== 'singleton')
    throw new Error(`admin.settings of "${collection.name}" names "${settings}", which is not a singleton collection.`);
  if (pageSeo && !isSeoPage(pageSeo))
    throw new Error(`admin.pageSeo of "${collection.name}" names "${pageSeo}", which is not a page of seoPages.`);
  return (
    <Box sx={{ pb: 4, minWidth: 0 }}>
      {singleton ? (
        <Box component="section" aria-labelledby={settingsId}>
          <Typography id={settingsId} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {singleton.label}
          </Typography>
          <ContentSingletonForm collection={singleton} />
        </Box>
      ) : null}
      <Box component="section" aria-labelledby={listId}>
        <Typography id={listId} variant="h6" component="h2" sx={{ mt: singleton ? 3 : 2 }}>
          {plural}
        </Typography>
        {children}
      </Box>
      {pageSeo && isSeoPage(pageSeo) ? <PageSeoSection page={pageSeo} /> : null}
    </Box>
  );
};

const PER_PAGE = 25;
// An ordered list is one page: its order call names every item. Far above any content list.
const ALL = 1000;

/** Page numbers only where there can be a second page, without 'Rows per page', and none while a load has failed. */
const ContentListPagination = () => {
  const { error, total, page } = useListContext();
  if (error || (page <= 1 && (total ?? 0) <= PER_PAGE)) return null;
  return <Pagination rowsPerPageOptions={[]} />;
};

/**
 * A list collection's whole screen at its route (issue 24), from its declaration alone: the title, Add, the filters
 * and the collection's table, in its sections (settings, page SEO). An ordered list is one page (its order call names
 * every item). Spec §4/§8: a failed load toasts the server's message with info severity.
 */
export const ContentListScreen = ({ collection }: { collection: CollectionDeclaration }) => {
  const { text } = useCollectionTexts(collection);
  const title = text('listTitle');
  useDocumentTitle(title);
  const queryOptions = useListLoadToast();
  const filters = useContentListFilters(collection);
  const ordered = collection.orderBy === 'position';
  const titleField = titleFieldOf(collection);
  const list = (
    <List
      resource={collection.name}
      title={title}
      sort={
        collection.admin?.sort ??
        (ordered || !titleField ? { field: 'position', order: 'ASC' } : { field: titleField, order: 'ASC' })
      }
      perPage={ordered ? ALL : PER_PAGE}
      pagination={ordered ? false : <ContentListPagination />}
      filters={filters.length ? filters : undefined}
      actions={
        <TopToolbar>
          {collection.console.create && !collection.fixed ? <ContentAddButton collection={collection} /> : null}
        </TopToolbar>
      }
      exporter={false}
      // The toolbar (Add, the search) stays when there is nothing yet; the table says so.
      empty={false}
      queryOptions={queryOptions}
    >
      <ContentTable collection={collection} />
    </List>
  );
  // Sections around the list: its settings above, its page's SEO under it.
  const screen =
    (collection.admin?.settings ?? collection.admin?.pageSeo) ? (
      <ContentListWithSettings collection={collection}>{list}</ContentListWithSettings>
    ) : (
      list
    );
  const toastMs = collection.admin?.toastMs;
  return toastMs ? <SnackbarDuration ms={toastMs}>{screen}</SnackbarDuration> : screen;
};
