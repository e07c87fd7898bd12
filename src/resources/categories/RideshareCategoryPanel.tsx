import { useEffect, useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { RIDESHARE_CATEGORY_NAMES } from '../../../contract/content/index.ts';
import { failureMessageOf, withoutAnswerKeys } from '../../custom/content/contentValues.ts';
import { RetryAlert } from '../../custom/layout/RetryAlert.tsx';
import { CategoryCountLabel } from './CategoryCountLabel.tsx';
import { useChosenCategory, type CategoryPanelProps } from './useChosenCategory.ts';
import { categoryApi, categoryKeys } from './categoryApi.ts';
import { DescriptionDialog } from './DescriptionDialog.tsx';

/**
 * Spec §2 Rideshare category: a radio group of the five categories and an 'Edit Rideshare Description' dialog
 * for the chosen one. Each category has one description, read with `GET /category/{name}` (version 0 before its
 * first save) and saved with `POST category/addCategory` (body `categoryData`), which creates or updates it.
 */
export const RideshareCategoryPanel = ({ counts, onError }: CategoryPanelProps) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [category, setChosen] = useChosenCategory('categories.rideshare', RIDESHARE_CATEGORY_NAMES);
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: categoryKeys.rideshare(category),
    queryFn: () => categoryApi.rideshare(category),
    retry: false,
  });
  const record = query.data;
  // A load failure raises the screen's alert once per failure (spec §8).
  useEffect(() => {
    if (query.error) onError(failureMessageOf(query.error));
  }, [query.error, onError]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
        alignItems: 'start',
      }}
    >
      <FormControl component="fieldset">
        <FormLabel component="legend">{translate('app.categories.rideshare_group')}</FormLabel>
        <RadioGroup name="rideshare-category" value={category} onChange={(_, value) => setChosen(value)}>
          {RIDESHARE_CATEGORY_NAMES.map((name) => (
            <FormControlLabel
              key={name}
              value={name}
              control={<Radio />}
              // The name beside its radio, its counts under the name at every width (they wrapped under the radio).
              sx={{ alignItems: 'flex-start' }}
              label={
                <Box component="span" sx={{ display: 'grid', justifyItems: 'start', pt: '9px', pb: 0.5 }}>
                  <span>{name}</span>
                  <CategoryCountLabel count={counts.get(name)} flush />
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Card variant="outlined" component="section" aria-labelledby="rideshare-description-heading">
        <CardContent>
          <Typography id="rideshare-description-heading" variant="h6" component="h2" gutterBottom>
            {translate('app.categories.description_of', { category })}
          </Typography>
          {query.isPending ? (
            <Skeleton aria-label={translate('app.categories.loading')} />
          ) : query.error ? (
            <RetryAlert retry="app.content.retry" onRetry={() => void query.refetch()} busy={query.isFetching}>
              {failureMessageOf(query.error)}
            </RetryAlert>
          ) : (
            <>
              <Typography
                sx={{ whiteSpace: 'pre-wrap', mb: 1 }}
                color={record?.version ? 'text.primary' : 'text.secondary'}
              >
                {record?.version ? record.description : translate('app.categories.no_description')}
              </Typography>
              {record?.highestCategory ? (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate('app.categories.highest')}
                </Typography>
              ) : null}
            </>
          )}
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            sx={{ mt: 2 }}
            disabled={!record}
            onClick={() => setEditing(true)}
          >
            {translate('app.categories.edit_rideshare')}
          </Button>
        </CardContent>
      </Card>
      {editing && record ? (
        <DescriptionDialog
          record={record}
          save={(values) => categoryApi.saveRideshare({ category, ...values })}
          // What a stale save reads again is the stored description: the panel and the next opening show it too.
          reload={() =>
            categoryApi.rideshare(category).then((theirs) => {
              queryClient.setQueryData(categoryKeys.rideshare(category), theirs);
              return theirs;
            })
          }
          onSaved={(answer) => queryClient.setQueryData(categoryKeys.rideshare(category), withoutAnswerKeys(answer))}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Box>
  );
};
