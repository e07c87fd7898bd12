import { and, eq, ne, sql } from 'drizzle-orm';
import { documents, vehicles } from '../../db/schema.ts';
import type { Db } from '../../db/open.ts';
import type { ContentHook } from './index.ts';

export const RDS_UNKNOWN_STOCK = (stockId: string) => `Stock id ${stockId} is not in the inventory`;
export const RDS_TWICE = (stockId: string, zone: string) => `Stock id ${stockId} is already in the list for ${zone}`;

/**
 * An RDS entry names a vehicle of the inventory (the synced DMS vehicles, not one marked for deletion), and a
 * vehicle appears at most once per zone.
 */
const inventoryStockId = async (db: Db, stockId: string): Promise<string | undefined> => {
  const [vehicle] = await db
    .select({ stockid: vehicles.stockid })
    .from(vehicles)
    .where(and(sql`lower(${vehicles.stockid}) = lower(${stockId})`, sql`${vehicles.markForDeletion} is null`))
    .limit(1);
  return vehicle?.stockid;
};

export const rdsListHook: ContentHook = {
  /** A stock id typed in another case is stored as the inventory spells it. */
  async prepare(data, { db }) {
    const spelled = await inventoryStockId(db, String(data.stockId));
    return spelled ? { ...data, stockId: spelled } : data;
  },
  async check(data, { db, id }): Promise<Record<string, string>> {
    const stockId = String(data.stockId);
    const zone = String(data.zone);
    if (!(await inventoryStockId(db, stockId))) return { stockId: RDS_UNKNOWN_STOCK(stockId) };
    const [twice] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.collection, 'rdsList'),
          id ? ne(documents.id, id) : undefined,
          sql`lower(${documents.data} ->> 'stockId') = lower(${stockId})`,
          sql`${documents.data} ->> 'zone' = ${zone}`,
        ),
      )
      .limit(1);
    return twice ? { stockId: RDS_TWICE(stockId, zone) } : {};
  },
};
