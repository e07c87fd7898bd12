import type { ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { LoadFailedAlert } from '../ContentLoadError.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';
import { useFilterDescription } from './contentListFilters.tsx';

/**
 * The one loading, error and empty block of a content list (issue 24), for the generic table and custom pages alike.
 * A failed load (spec §4 'resets to empty and keeps the error', §8 info severity) shows in place of the rows, the
 * page stays; a search that finds nothing says so, never 'No … yet' (there may be many).
 */
export const ContentListStatus = ({
  collection,
  children,
}: {
  collection: CollectionDeclaration;
  children: ReactNode;
}) => {
  const { t, text } = useCollectionTexts(collection);
  const { isPending, error, isFetching, data, refetch, filterValues } = useListContext();
  const searched = useFilterDescription(collection, filterValues);
  if (error) {
    return (
      <LoadFailedAlert
        severity="info"
        {...{ error, refetch, isFetching }}
        text={(message) => t('app.content.generic.load_failed', { message })}
        retryLabel={t('app.content.generic.retry')}
      />
    );
  }
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{t('app.content.generic.loading')}</Typography>
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        {searched ? t('app.content.generic.no_match', { q: searched }) : text('empty')}
      </Typography>
    );
  }
  return <>{children}</>;
};
