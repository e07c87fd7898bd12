import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Title, useStore, useTranslate } from 'react-admin';
import type { CategoryCount } from '../../../contract/content/categoryCounts.ts';
import { failureMessageOf } from '../../custom/content/contentValues.ts';
import { AlertMessageDialog, ErrorsAsAlert } from './AlertMessageDialog.tsx';
import { LifestyleCategoryPanel } from './LifestyleCategoryPanel.tsx';
import { RideshareCategoryPanel } from './RideshareCategoryPanel.tsx';
import { categoryApi, categoryKeys } from './categoryApi.ts';

type Kind = 'rideshare' | 'lifestyle';
const byName = (list: CategoryCount[] | undefined) => new Map((list ?? []).map((c) => [c.category, c]));

/**
 * /admin/categories (spec §2): a toggle between Rideshare category and LifeStyle category. Beside every category,
 * its vehicles in the inventory and how many the front end shows (beyond the spec). Errors of the category calls
 * open the screen's alert dialog (spec §8: a browser alert, here the console's own dialog).
 */
export const CategoriesPage = () => {
  const translate = useTranslate();
  const [kind, setKind] = useStore<Kind>('categories.kind', 'rideshare');
  const [alert, setAlert] = useState<string | null>(null);
  const report = useCallback((message: string) => setAlert(message), []);
  // `GET /v1/category-counts`, read again when the screen comes back into view.
  const counts = useQuery({ queryKey: categoryKeys.counts, queryFn: categoryApi.counts });

  return (
    <Box sx={{ pt: 2, pb: 4, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="app.categories.title" />
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={kind}
        onChange={(_, value: Kind | null) => value && setKind(value)}
        aria-label={translate('app.categories.kind')}
        // Side by side on phones too: half the width each, the label wrapping inside its button.
        sx={{
          width: { xs: '100%', sm: 'auto' },
          justifySelf: 'start',
          '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, lineHeight: 1.3 },
        }}
      >
        <ToggleButton value="rideshare">{translate('app.categories.rideshare')}</ToggleButton>
        <ToggleButton value="lifestyle">{translate('app.categories.lifestyle')}</ToggleButton>
      </ToggleButtonGroup>
      {counts.error ? (
        <Alert severity="warning">
          {translate('app.categories.counts.unavailable', { message: failureMessageOf(counts.error) })}
        </Alert>
      ) : null}
      <ErrorsAsAlert onError={report}>
        {kind === 'lifestyle' ? (
          <LifestyleCategoryPanel counts={byName(counts.data?.lifestyle)} onError={report} />
        ) : (
          <RideshareCategoryPanel counts={byName(counts.data?.rideshare)} onError={report} />
        )}
      </ErrorsAsAlert>
      <AlertMessageDialog
        title="app.categories.alert_title"
        ok="app.categories.ok"
        message={alert}
        onClose={() => setAlert(null)}
      />
    </Box>
  );
};
