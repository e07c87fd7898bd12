import { useId, type ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { ListBase, TopToolbar } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { useListLoadToast } from '../useListLoadToast.ts';
import { ContentAddButton } from './ContentAddButton.tsx';
import { ContentTable, type ContentTableOptions } from './ContentTable.tsx';

// Far above any list a custom screen holds: an ordered list's order call names every item.
export const SECTION_PAGE_SIZE = 1000;

export interface ContentListSectionProps extends ContentTableOptions {
  collection: CollectionDeclaration;
  /** The section's heading, which names its region. */
  heading: string;
  /** Under the heading, above the table: a line of help, an add form of the screen's own. */
  intro?: ReactNode;
  /** The generic Add (default: where the console creates items); off where the screen adds its own way. */
  add?: boolean;
}

/**
 * A collection's list as one section of a custom screen (issue 24: the home page's banners, the ride-share home items,
 * the RDS list), named by its heading: Add, then the table with every item on one page in display order. It neither
 * writes its state into the URL nor sets the page's title. Spec §4/§8: a failed load toasts as info.
 */
export const ContentListSection = ({ collection, heading, intro, add = true, ...table }: ContentListSectionProps) => {
  const headingId = useId();
  const queryOptions = useListLoadToast();
  const canAdd = add && collection.console.create && !collection.fixed;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {heading}
      </Typography>
      {intro}
      <ListBase
        resource={collection.name}
        sort={{ field: 'position', order: 'ASC' }}
        perPage={SECTION_PAGE_SIZE}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={queryOptions}
      >
        {canAdd ? (
          <TopToolbar>
            <ContentAddButton collection={collection} />
          </TopToolbar>
        ) : null}
        <Card>
          <ContentTable collection={collection} {...table} />
        </Card>
      </ListBase>
    </Box>
  );
};
