import { useCallback, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LIFESTYLE_CATEGORY_NAMES, lifestyleCategories } from '../../../contract/content/index.ts';
import type { CategoryCount } from '../../../contract/content/categoryCounts.ts';
import { failureMessageOf } from '../../custom/content/contentValues.ts';
import { CategoryCountLabel } from './CategoryCountLabel.tsx';
import { useChosenCategory } from './useChosenCategory.ts';
import { categoryApi, categoryKeys, type DescriptionRecord } from './categoryApi.ts';
import { DescriptionDialog } from './DescriptionDialog.tsx';
import { LifestyleDescriptionTable } from './LifestyleDescriptionTable.tsx';
import { useReportError } from './useReportError.ts';

type Editing = { kind: 'add' } | { kind: 'edit'; record: DescriptionRecord } | null;

/**
 * Spec §2 LifeStyle category: a dropdown of the eleven categories, the chosen one's descriptions in a table (the
 * category is not editable there), an 'Add LifeStyle Description' dialog, and edit and delete per row. Reads with
 * `GET /lifeStyle/{name}`; writes with `POST lifeStyle/addlifeStyleCategory`, `POST lifeStyle/updatelifeStyleCategory`
 * and `DELETE /lifeStyle/{id}`.
 */
export const LifestyleCategoryPanel = ({
  counts,
  onError,
}: {
  counts: Map<string, CategoryCount>;
  onError: (message: string) => void;
}) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [category, setChosen] = useChosenCategory('categories.lifestyle', LIFESTYLE_CATEGORY_NAMES);
  const [editing, setEditing] = useState<Editing>(null);
  const query = useQuery({
    queryKey: categoryKeys.lifestyle(category),
    queryFn: () => categoryApi.lifestyle(category),
    retry: false,
  });
  useReportError(query.error, onError);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: categoryKeys.lifestyle(category) }),
    [category, queryClient],
  );

  const newRecord: DescriptionRecord = { _id: '', id: '', version: 0, category, description: '' };
  const reloadOf = (id: string) => async () => {
    const found = (await categoryApi.lifestyle(category)).find((d) => d.id === id);
    if (!found) throw new Error(translate('ra.notification.item_doesnt_exist'));
    return found;
  };

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
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ ml: { sm: 'auto' } }}
          onClick={() => setEditing({ kind: 'add' })}
        >
          {translate('app.categories.add_lifestyle')}
        </Button>
      </Box>
      <Box component="section" aria-labelledby="lifestyle-descriptions-heading">
        <Typography id="lifestyle-descriptions-heading" variant="h6" component="h2" gutterBottom>
          {translate('app.categories.descriptions_of', { category })}
        </Typography>
        {query.isPending ? (
          <Skeleton aria-label={translate('app.categories.loading')} />
        ) : query.error ? (
          <Alert severity="error">{failureMessageOf(query.error)}</Alert>
        ) : query.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.categories.no_descriptions', { category })}
          </Typography>
        ) : (
          <LifestyleDescriptionTable
            records={query.data}
            onEdit={(record) => setEditing({ kind: 'edit', record })}
            onDeleted={refresh}
            onError={onError}
          />
        )}
      </Box>
      {editing ? (
        <DescriptionDialog
          title={editing.kind === 'add' ? 'app.categories.add_lifestyle' : 'app.categories.edit_lifestyle'}
          collection={lifestyleCategories}
          record={editing.kind === 'add' ? newRecord : editing.record}
          save={(values) =>
            editing.kind === 'add'
              ? categoryApi.addLifestyle({ category, description: values.description })
              : categoryApi.updateLifestyle({
                  _id: editing.record.id,
                  version: values.version,
                  description: values.description,
                })
          }
          reload={editing.kind === 'add' ? async () => newRecord : reloadOf(editing.record.id)}
          onSaved={() => void refresh()}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
};
