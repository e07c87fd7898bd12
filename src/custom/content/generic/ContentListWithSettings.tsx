import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  collectionByName,
  SEO_PAGE_NAMES,
  type CollectionDeclaration,
  type SeoPageName,
} from '../../../../contract/content/index.ts';
import { PageSeoSection } from '../../seo/PageSeoSection.tsx';
import { ContentSingletonForm } from './ContentSingletonForm.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';

const isSeoPage = (page: string): page is SeoPageName => (SEO_PAGE_NAMES as readonly string[]).includes(page);

/** Whether the list screen has sections around its list (its settings above, its page's SEO under it). */
export const hasListSections = (collection: CollectionDeclaration) =>
  Boolean(collection.admin?.settings ?? collection.admin?.pageSeo);

/**
 * A list screen in sections, each region named: the form of its settings above (the declaration's `admin.settings`:
 * the hero carousel's settings above the hero images, spec §2), the list in a section named after the collection,
 * and its static page's SEO record under it (`admin.pageSeo`: the FAQ page's under the FAQ entries).
 */
export const ContentListWithSettings = ({
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
