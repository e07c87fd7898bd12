import { Stack, Switch } from '@mui/material';
import { useListSortContext, useTranslate } from 'react-admin';
import { DEFAULT_SORT } from './listPrefs.tsx';

/**
 * Header of the Show on FE column (spec §2: "a header toggle sorts by active"): on, vehicles
 * shown on the front end come first; off, back to the default sort. Rendered inside
 * <ResetPagingOnSort>, so toggling also returns to page 0 with 20 rows.
 */
export const ActiveSortToggle = () => {
  const translate = useTranslate();
  const { sort, setSort } = useListSortContext();
  const checked = sort?.field === 'active' && sort.order === 'DESC';
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
      <span>{translate('resources.vehicles.fields.active')}</span>
      <Switch
        size="small"
        checked={checked}
        onChange={(_event, on) => setSort(on ? { field: 'active', order: 'DESC' } : DEFAULT_SORT)}
        slotProps={{ input: { 'aria-label': translate('resources.vehicles.action.sort_by_active') } }}
      />
    </Stack>
  );
};
