import type { ReactNode } from 'react';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { failureMessageOf } from '../contentValues.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';
import { useFilterDescription } from './contentListFilters.tsx';

export interface ContentListState {
  isPending: boolean;
  /** The last load's failure; kept through reloads that fail again. */
  error: unknown;
  /** A reload is under way (Try again shows it). */
  isFetching?: boolean;
  /** How many items the load gave. */
  count: number;
  /** What the search and filters ask for, as staff read it ('“smith”, Visible: No'); empty when none. */
  searched?: string;
  /** Loads the list again. */
  retry: () => void;
}

const Line = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" sx={{ p: 2 }}>
    {children}
  </Typography>
);

/**
 * The one loading, error and empty block of a content list (issue 24), for the generic table and custom pages alike:
 * - loading: a spinner and 'Loading the testimonials…';
 * - a failed load (spec §4 'resets to empty and keeps the error', §8 info severity): an info alert with the server's
 *   message and Try again, in place of the rows; the page stays (the toast is the load's onError);
 * - no items: 'No testimonials yet.' (or the declaration's `admin.texts.empty`);
 * - a search or filter that finds nothing: 'Nothing matches “…”.', never 'No … yet' (there may be many).
 * Otherwise its children (the rows).
 */
export const ContentListStatus = ({
  collection,
  state,
  children,
}: {
  collection: CollectionDeclaration;
  state: ContentListState;
  children: ReactNode;
}) => {
  const { t, text } = useCollectionTexts(collection);
  if (state.error) {
    const message = failureMessageOf(state.error);
    return (
      <Alert
        severity="info"
        sx={{ m: 2 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={state.retry}
            disabled={state.isFetching}
            startIcon={state.isFetching ? <CircularProgress size={16} /> : <RefreshIcon />}
          >
            {t('app.content.generic.retry')}
          </Button>
        }
      >
        {t('app.content.generic.load_failed', { message: t(message, { _: message }) })}
      </Alert>
    );
  }
  if (state.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{t('app.content.generic.loading')}</Typography>
      </Box>
    );
  }
  if (state.count === 0)
    return <Line>{state.searched ? t('app.content.generic.no_match', { q: state.searched }) : text('empty')}</Line>;
  return <>{children}</>;
};

/** The state of the list context around it (a `<List>` or `<ListBase>` of the collection). */
export const useListStatusState = (collection: CollectionDeclaration): ContentListState => {
  const { isPending, error, isFetching, data, refetch, filterValues } = useListContext();
  const searched = useFilterDescription(collection, filterValues);
  return { isPending, error, isFetching, count: data?.length ?? 0, searched, retry: () => void refetch() };
};
