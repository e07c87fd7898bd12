import type { z } from 'zod';
import type { Web360VehicleRow, web360ListQuery } from '../../contract/web360.ts';
import type { Database } from '../db/open.ts';
import { SEARCH_EXPR } from '../vehicles/listQuery.ts';
import { onlyRow } from '../db/onlyRow.ts';

type ListQuery = z.output<typeof web360ListQuery>;

/** Same expression as the partial index vehicles_spin_unequal_idx, so the planner can use it. */
const UNEQUAL =
  'greatest(spin_20, spin_45, spin_60) > least(nullif(spin_20, 0), nullif(spin_45, 0), nullif(spin_60, 0))';
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Row {
  stockid: string;
  make: string;
  model: string;
  car_year: number;
  spin_20: number;
  spin_45: number;
  spin_60: number;
  has_interior: boolean;
  exterior_count: number;
  interior_count: number;
}

/**
 * The assets table: stock ids in order, from the small spin columns the sync keeps (never the `dms` record), with
 * hotspot counts for the page's rows only. Search uses the vehicle list's trigram expression (it also covers VIN
 * and series). unequalRows=false means no filter, like leaving the switch off.
 */
export async function web360Vehicles(db: Database, q: ListQuery): Promise<{ data: Web360VehicleRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.querySearch) {
    params.push(`%${escapeLike(q.querySearch.toLowerCase())}%`);
    where.push(`${SEARCH_EXPR} like $${params.length}`);
  }
  if (q.unequalRows) where.push(UNEQUAL);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const count = (view: string) =>
    `(select count(*)::int from hotspots h where h.stockid = vehicles.stockid and h.view = '${view}')`;
  const [rows, totals] = await Promise.all([
    db.query<Row>(
      `select stockid, make, model, car_year, spin_20, spin_45, spin_60, has_interior,
         ${count('exterior')} as exterior_count, ${count('interior')} as interior_count
       from vehicles ${filter} order by stockid limit ${q.pageSize} offset ${q.page * q.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from vehicles ${filter}`, params),
  ]);
  return { data: rows.map(toRow), total: onlyRow(totals).total };
}

function toRow(r: Row): Web360VehicleRow {
  const present = [r.spin_20, r.spin_45, r.spin_60].filter((n) => n > 0);
  return {
    _id: r.stockid,
    stockid: r.stockid,
    make: r.make,
    model: r.model,
    carYear: r.car_year,
    layers: { '20': r.spin_20, '45': r.spin_45, '60': r.spin_60 },
    equalRows: present.every((n) => n === present[0]),
    hasInterior: r.has_interior,
    exteriorHotspotCount: r.exterior_count,
    interiorHotspotCount: r.interior_count,
  };
}
