import { useMemo } from 'react';
import { SearchInput, SelectInput } from 'react-admin';
import { labelOf, listFiltersOf, type CollectionDeclaration } from '../../../../contract/content/index.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';

// Wide enough for a label such as 'Shown on the site' on a wide screen; the full width on phones.
const FILTER_SX = { minWidth: { xs: 0, sm: 200 } } as const;

// A boolean filter's select holds text; the server's filter wants the boolean (`{"visible":true}`). Any stays '':
// the filter form merges its values over the list's filters, so an undefined would keep the earlier Yes or No.
const parseBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : '');
const formatBoolean = (value: unknown) =>
  value === true || value === 'true' ? 'true' : value === false || value === 'false' ? 'false' : '';

export interface ContentSearchOptions {
  /** The search box's placeholder and accessible name, where two lists share a page (default: 'Search'). */
  placeholder?: string;
  label?: string;
  /** Its id, unique on the page. */
  id?: string;
}

/**
 * A collection's list filters (issue 24), as react-admin filters: the search (`q`, unless `admin.search` is false)
 * and one select per boolean (Yes / No / Any) and enum field (its options, or Any), all always shown: a content list
 * has few of them, and a hidden filter is one an admin forgets is on.
 */
export const useContentListFilters = (collection: CollectionDeclaration, searchOptions: ContentSearchOptions = {}) => {
  const { t } = useCollectionTexts(collection);
  const { placeholder, label, id } = searchOptions;
  return useMemo(() => {
    const any = t('app.content.generic.any');
    const search =
      collection.admin?.search === false
        ? []
        : [
            <SearchInput
              key="q"
              source="q"
              alwaysOn
              id={id}
              placeholder={placeholder ?? t('app.content.generic.search')}
              slotProps={{ htmlInput: { 'aria-label': label ?? t('app.content.generic.search') } }}
              // A phone's width at most: the page does not scroll sideways.
              sx={{ minWidth: { xs: 0, sm: 280 } }}
            />,
          ];
    const yesNo = [
      { id: 'true', name: t('app.content.generic.yes') },
      { id: 'false', name: t('app.content.generic.no') },
    ];
    const selects = listFiltersOf(collection).map((field) => {
      const boolean = field.kind === 'boolean';
      // An enum's values as the list's cells show them ('Ride share' for 'ride share', `admin.fields.<key>.format`).
      const format = collection.admin?.fields?.[field.key]?.format ?? String;
      const choices = boolean ? yesNo : (field.options ?? []).map((option) => ({ id: option, name: format(option) }));
      return (
        <SelectInput
          key={field.key}
          source={field.key}
          label={labelOf(collection, field.key)}
          choices={choices}
          emptyText={any}
          translateChoice={false}
          {...(boolean ? { parse: parseBoolean, format: formatBoolean } : {})}
          alwaysOn
          sx={FILTER_SX}
        />
      );
    });
    return [...search, ...selects];
  }, [collection, t, placeholder, label, id]);
};

/** What the search and filters ask for, as staff read them ('smith, Visible: No'); '' when nothing is asked. */
export const useFilterDescription = (collection: CollectionDeclaration, filterValues: Record<string, unknown>) => {
  const { t } = useCollectionTexts(collection);
  const parts = Object.entries(filterValues).flatMap(([key, value]) => {
    if (value === undefined || value === null || value === '') return [];
    if (key === 'q') return [String(value).trim()];
    const format = collection.admin?.fields?.[key]?.format ?? String;
    const shown =
      typeof value === 'boolean' ? t(value ? 'app.content.generic.yes' : 'app.content.generic.no') : format(value);
    return [`${labelOf(collection, key)}: ${shown}`];
  });
  return parts.filter(Boolean).join(', ');
};

/** Whether a search or filter is on: the list then shows part of the collection (no reordering). */
export const isFiltered = (filterValues: Record<string, unknown>) =>
  Object.values(filterValues).some((value) => value !== undefined && value !== null && value !== '');
