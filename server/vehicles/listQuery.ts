import type { z } from 'zod';
import type { vehicleListQuery } from '../../contract/vehicles.ts';

export type ListQuery = z.output<typeof vehicleListQuery>;

/**
 * API sort names → columns (each has an ascending btree index or is cheap). Qualified on purpose: the select list
 * renames purchase_date and mark_for_deletion to text (to_char), and a bare name in ORDER BY means that output
 * column, which no index serves (the default page then sorted all 100,000 rows, seconds on PGlite).
 */
const SORT_SQL: Record<ListQuery['orderCol'], string> = {
  stockid: 'vehicles.stockid',
  VIN: 'vehicles.vin',
  make: 'vehicles.make',
  model: 'vehicles.model',
  series: 'vehicles.series',
  carYear: 'vehicles.car_year',
  mileage: 'vehicles.mileage',
  purchaseDate: 'vehicles.purchase_date',
  listPrice: 'vehicles.list_price',
  active: 'vehicles.active',
  markForDeletion: 'vehicles.mark_for_deletion',
  rideShareCategory: 'coalesce(vehicles.ride_share_override, vehicles.ride_share_category)',
  updatedAt: 'vehicles.updated_at',
};

/** The sortable columns that can be NULL; NULLS LAST on a NOT NULL column would only stop a backward index scan. */
const NULLABLE_SORT = new Set<ListQuery['orderCol']>(['markForDeletion', 'rideShareCategory']);

/** Same expression as the trigram index, so the planner uses it. */
export const SEARCH_EXPR = `lower(stockid || ' ' || vin || ' ' || make || ' ' || model || ' ' || series)`;

export const LIST_COLUMNS = `stockid, vin, make, model, series, car_year, mileage, to_char(purchase_date, 'YYYY-MM-DD') as purchase_date,
  list_price, coalesce(ride_share_override, ride_share_category) as ride_share_category,
  coalesce(lifestyle_override, lifestyle_category) as lifestyle_category, to_char(mark_for_deletion, 'YYYY-MM-DD') as mark_for_deletion, active,
  rim_size, feature_choices, seo, version, updated_at, pin_damage_count, pin_feature_count, pin_inst_feature_count`;

/**
 * The list's columns for one shape: the row's list part (listPart.ts), and its summary only where the part may not
 * hold (none yet, or NADA choices: present.ts decides). Reading every row's summary cost its 1.8 kB of text each.
 */
export const listColumns = (slim: boolean) =>
  `${LIST_COLUMNS}, case when list_part is null or feature_choices is not null then summary end as summary,
  ${slim ? 'list_part_slim' : 'list_part'} as part`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters an admin's edit can change the result of (the others read DMS-owned columns only). */
export const EDITABLE_FILTERS = ['active', 'rideShareCategory', 'lifestyleCategory'] as const;
export type EditableFilter = (typeof EDITABLE_FILTERS)[number];

/**
 * WHERE clause and parameters of a list query; the key identifies the filter for the count cache, and `edited`
 * names the admin-editable filters it uses (an edit of those columns drops its cached count, see counts.ts).
 */
export function whereOf(q: ListQuery): { sql: string; params: unknown[]; key: string; edited: EditableFilter[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace(':v', `$${params.length}`));
  };
  const edited: EditableFilter[] = [];
  const addEdited = (filter: EditableFilter, sql: string, value: unknown) => {
    edited.push(filter);
    add(sql, value);
  };
  if (q.querySearch) add(`${SEARCH_EXPR} like :v`, `%${escapeLike(q.querySearch.toLowerCase())}%`);
  if (q.make) add('lower(make) = lower(:v)', q.make);
  if (q.yearFrom !== undefined) add('car_year >= :v', q.yearFrom);
  if (q.yearTo !== undefined) add('car_year <= :v', q.yearTo);
  if (q.priceFrom !== undefined) add('list_price >= :v', q.priceFrom);
  if (q.priceTo !== undefined) add('list_price <= :v', q.priceTo);
  if (q.active !== undefined) addEdited('active', 'active = :v', q.active);
  if (q.markedForDeletion !== undefined)
    parts.push(q.markedForDeletion ? 'mark_for_deletion is not null' : 'mark_for_deletion is null');
  if (q.rideShareCategory)
    addEdited('rideShareCategory', 'coalesce(ride_share_override, ride_share_category) = :v', q.rideShareCategory);
  if (q.lifestyleCategory)
    addEdited(
      'lifestyleCategory',
      'coalesce(lifestyle_override, lifestyle_category) @> jsonb_build_array(:v::text)',
      q.lifestyleCategory,
    );
  const sql = parts.length ? `where ${parts.join(' and ')}` : '';
  return { sql, params, key: JSON.stringify([sql, params]), edited };
}

export function orderOf(q: ListQuery): string {
  const dir = q.orderDirec === 'asc' ? 'asc' : 'desc';
  // stockid breaks ties so paging is stable; nulls (unmarked vehicles) go last either way.
  return `order by ${SORT_SQL[q.orderCol]} ${dir}${NULLABLE_SORT.has(q.orderCol) ? ' nulls last' : ''}, vehicles.stockid ${dir}`;
}

/**
 * The page statement: the inner query orders and pages stock ids only (an index scan, narrow rows), the outer one
 * builds the list columns for those rows alone. Building them while sorting read the whole `dms` record of every
 * row the sort looked at (hundreds for a page, thousands for a search).
 */
export function listStatement(q: ListQuery): { text: string; params: unknown[]; where: ReturnType<typeof whereOf> } {
  const where = whereOf(q);
  const order = orderOf(q);
  // Paging as parameters: the text then depends on the filters and sort only, so it can be a prepared statement.
  const n = where.params.length;
  const text = `select ${listColumns(q.slim ?? false)} from vehicles where vehicles.stockid in
    (select vehicles.stockid from vehicles ${where.sql} ${order} limit $${n + 1} offset $${n + 2}) ${order}`;
  return { text, params: [...where.params, q.pageSize, q.page * q.pageSize], where };
}
