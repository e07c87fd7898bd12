import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { PIN_SAVE_MESSAGES, type PinMapContent, type PinType, type VehiclePinMap } from '../../contract/pins.ts';
import type { Db } from '../db/open.ts';
import { vehiclePins, vehicles } from '../db/schema.ts';
import { ApiError, conflict, notFound } from '../errors.ts';

type PinRow = typeof vehiclePins.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Shown to admins as they are (toasts): what happened in their words, no HTTP methods or paths. The console keeps
// the admin's pins on a conflict and offers theirs, so the message must not tell them to reload.
export const STALE_PINS = 'Someone else saved pins on this picture after you opened it, so yours were not saved.';
export const NO_MAP = (stockId: string) =>
  `There are no saved pins on this picture of ${stockId}; someone may have deleted them.`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toPinMap(row: PinRow): VehiclePinMap {
  return {
    _id: row.id,
    stockId: row.stockid,
    picture: row.picture,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    pin: row.pin as PinMapContent,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPinMaps(db: Db, filter: { stockId?: string; picture?: string }): Promise<VehiclePinMap[]> {
  const where: SQL[] = [];
  if (filter.stockId) where.push(eq(vehiclePins.stockid, filter.stockId));
  if (filter.picture) where.push(eq(vehiclePins.picture, filter.picture));
  const rows = await db
    .select()
    .from(vehiclePins)
    .where(and(...where))
    .orderBy(asc(vehiclePins.stockid), asc(vehiclePins.createdAt));
  return rows.map(toPinMap);
}

export async function getPinMap(db: Db, id: string): Promise<VehiclePinMap> {
  // A malformed id would be a uuid cast error in the database: it simply names no pin map.
  const [row] = UUID.test(id) ? await db.select().from(vehiclePins).where(eq(vehiclePins.id, id)) : [];
  if (!row) throw notFound(`No pin map with id ${id}`);
  return toPinMap(row);
}

/**
 * Locks the vehicle row for the rest of the transaction: pin writes of one vehicle queue here, so each recount
 * sees every pin map committed before it (under READ COMMITTED a recount racing another would miss its map).
 */
async function lockVehicle(tx: Tx, stockid: string) {
  const [v] = await tx
    .select({ stockid: vehicles.stockid })
    .from(vehicles)
    .where(eq(vehicles.stockid, stockid))
    .for('update');
  if (!v) throw notFound(`No vehicle with stock id ${stockid}`);
}

const countOf = (stockid: string, type: PinType) =>
  sql<number>`(select count(*)::int from ${vehiclePins} p cross join lateral jsonb_array_elements(p.pin->'description') e
    where p.stockid = ${stockid} and e->>'type' = ${type})`;

/** vehiclePinCount: description entries by type over all pin maps of the vehicle; the vehicle's version stays. */
async function recount(tx: Tx, stockid: string) {
  await tx
    .update(vehicles)
    .set({
      pinDamageCount: countOf(stockid, 'DAMAGE'),
      pinFeatureCount: countOf(stockid, 'FEATURE'),
      pinInstFeatureCount: countOf(stockid, 'INSTALLED FEATURE'),
    })
    .where(eq(vehicles.stockid, stockid));
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export interface NewPinMap {
  stockId: string;
  picture: string;
  imageWidth: number;
  imageHeight: number;
  pin: PinMapContent;
}

export async function createPinMap(db: Db, input: NewPinMap, now: Date): Promise<VehiclePinMap> {
  const taken = () => conflict(STALE_PINS, { picture: 'This picture already has pins' });
  try {
    return await db.transaction(async (tx) => {
      await lockVehicle(tx, input.stockId);
      const [row] = await tx
        .insert(vehiclePins)
        .values({
          stockid: input.stockId,
          picture: input.picture,
          imageWidth: input.imageWidth,
          imageHeight: input.imageHeight,
          pin: input.pin,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw taken();
      await recount(tx, input.stockId);
      return toPinMap(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** Replaces the pins of (stockId, picture) if `version` is still current; 412 otherwise, 404 when there is none. */
export async function updatePinMap(db: Db, input: NewPinMap & { version: number }, now: Date): Promise<VehiclePinMap> {
  return db.transaction(async (tx) => {
    await lockVehicle(tx, input.stockId);
    const at = and(eq(vehiclePins.stockid, input.stockId), eq(vehiclePins.picture, input.picture));
    const [row] = await tx
      .update(vehiclePins)
      .set({
        pin: input.pin,
        imageWidth: input.imageWidth,
        imageHeight: input.imageHeight,
        version: sql`${vehiclePins.version} + 1`,
        updatedAt: now,
      })
      .where(and(at, eq(vehiclePins.version, input.version)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: vehiclePins.id }).from(vehiclePins).where(at);
      if (!exists) throw notFound(NO_MAP(input.stockId));
      throw new ApiError(412, STALE_PINS, { version: STALE_PINS });
    }
    await recount(tx, input.stockId);
    return toPinMap(row);
  });
}

/** Deletes one pin map and recounts its vehicle's pins; returns what was deleted (for the audit). */
export async function deletePinMap(db: Db, id: string): Promise<{ stockId: string; picture: string; message: string }> {
  const map = await getPinMap(db, id);
  return db.transaction(async (tx) => {
    await lockVehicle(tx, map.stockId);
    const gone = await tx.delete(vehiclePins).where(eq(vehiclePins.id, id)).returning({ id: vehiclePins.id });
    if (gone.length === 0) throw notFound(`No pin map with id ${id}`);
    await recount(tx, map.stockId);
    return { stockId: map.stockId, picture: map.picture, message: PIN_SAVE_MESSAGES.deleted };
  });
}
