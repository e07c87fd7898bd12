import { useId, useMemo } from 'react';
import { Box, Card, MenuItem, TextField, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { LIFESTYLE_CATEGORY_NAMES, lifestyleCategories } from '../../../contract/content/index.ts';
import { failureMessageOf } from '../../custom/content/contentValues.ts';
import { ContentAddButton } from '../../custom/content/generic/ContentAddButton.tsx';
import { ContentTable } from '../../custom/content/generic/ContentTable.tsx';
import { CategoryCountLabel } from './CategoryCountLabel.tsx';
import { useChosenCategory, type CategoryPanelProps } from './useChosenCategory.ts';

// Far above the descriptions one category holds.
const ALL = 1000;

/**
 * Spec §2 LifeStyle category: a dropdown of the eleven categories, the chosen one's descriptions in the generic table
 * (read with `GET /lifeStyle/{name}`: the declaration's `admin.listBy`), the 'Add LifeStyle Description' dialog, and
 * edit and delete per row, through the declaration's calls. The category is read-only in the dialogs.
 */
export const LifestyleCategoryPanel = ({ counts, onError }: CategoryPanelProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const [category, setChosen] = useChosenCategory('categories.lifestyle', LIFESTYLE_CATEGORY_NAMES);
  const filter = useMemo(() => ({ category }), [category]);
  // Spec §8: a failed load raises the screen's alert (the table keeps the error and Try again).
  const queryOptions = useMemo(() => ({ onError: (error: Error) => onError(failureMessageOf(error)) }), [onError]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          label={translate('app.categories.lifestyle_select')}
          value={category}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{ select: { renderValue: (value) => String(value) } }}
        >
          {LIFESTYLE_CATEGORY_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
              <CategoryCountLabel count={counts.get(name)} />
            </MenuItem>
          ))}
        </TextField>
        <CategoryCountLabel count={counts.get(category)} />
        <Box sx={{ ml: { sm: 'auto' } }}>
          <ContentAddButton collection={lifestyleCategories} defaults={filter} />
        </Box>
      </Box>
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('app.categories.descriptions_of', { category })}
        </Typography>
        <ListBase
          resource={lifestyleCategories.name}
          filter={filter}
          perPage={ALL}
          disableSyncWithLocation
          storeKey={false}
          queryOptions={queryOptions}
        >
          <Card variant="outlined">
            <ContentTable collection={lifestyleCategories} />
          </Card>
        </ListBase>
      </Box>
    </Box>
  );
};
