import { randomUUID } from 'node:crypto';
import {
  BODY_TYPES_STALE,
  INVENTORY_STALE,
  valueTwice,
  valueUnknown,
  type BodyTypeCard,
  type BodyTypeCardInput,
  type InventorySettings,
  type InventorySettingsRequest,
} from '../../contract/bodyTypes.ts';
import type { Database } from '../db/open.ts';
import { ApiError, badRequest } from '../errors.ts';
import { shownCounts } from './counts.ts';

/**
 * Where the cards live: one row of `settings` holding the whole list, not content documents. The spec saves the
 * list whole ('Update cards', one request), a value may be on one card only across the list, and carCount comes
 * from body_value_counts: one versioned row gives the whole-list check and a list-level 412 in one statement,
 * where per-card documents would need a multi-document transaction and per-card versions the screen never uses.
 */
export const CARDS_KEY = 'bodyTypeCards';
export const INVENTORY_KEY = 'inventoryThreshold';
/** Cards whose last sync found them below the threshold: a mail goes only when a card enters this set. */
export const ALERTS_KEY = 'bodyTypeAlerts';

export interface StoredCard {
  _id: string;
  carBody: string;
  dmsBodyValues: string[];
  isCampaignActive: boolean;
}

interface SettingRow<T> {
  value: T;
  version: number;
}

async function readSetting<T>(db: Database, key: string): Promise<SettingRow<T> | undefined> {
  const [row] = await db.prepared<SettingRow<T>>('select value, version from settings where key = $1', [key]);
  return row;
}

/**
 * Writes a setting only when its version is still `expected` (0 = never saved); false when someone saved first.
 */
async function writeSetting(
  db: Database,
  key: string,
  value: unknown,
  expected: number,
  now: Date,
): Promise<number | null> {
  const rows =
    expected === 0
      ? await db.query<{ version: number }>(
          `insert into settings (key, value, version, updated_at) values ($1, $2, 1, $3) on conflict (key) do nothing returning version`,
          [key, JSON.stringify(value), now],
        )
      : await db.query<{ version: number }>(
          `update settings set value = $2, version = version + 1, updated_at = $3 where key = $1 and version = $4 returning version`,
          [key, JSON.stringify(value), now, expected],
        );
  return rows[0]?.version ?? null;
}

export async function readCards(db: Database): Promise<{ cards: StoredCard[]; version: number }> {
  const row = await readSetting<{ cards: StoredCard[] }>(db, CARDS_KEY);
  return { cards: row?.value.cards ?? [], version: row?.version ?? 0 };
}

export async function presentCards(db: Database, cards: StoredCard[]): Promise<BodyTypeCard[]> {
  const shown = await shownCounts(
    db,
    cards.flatMap((c) => c.dmsBodyValues),
  );
  return cards.map((c, position) => ({
    _id: c._id,
    id: c._id,
    carBody: c.carBody,
    dmsBodyValues: c.dmsBodyValues,
    position,
    carCount: c.dmsBodyValues.reduce((n, v) => n + (shown.get(v) ?? 0), 0),
    isCampaignActive: c.isCampaignActive,
  }));
}

/**
 * The whole-list rules the schema cannot say: a value on one card only, in any case ('suv' and 'SUV' are the same
 * value; named when it is not), ids unique.
 */
export function checkCards(input: BodyTypeCardInput[]): StoredCard[] {
  const owner = new Map<string, number>();
  const ids = new Set<string>();
  return input.map((c, i) => {
    const values: string[] = [];
    c.dmsBodyValues.forEach((v, j) => {
      const folded = v.toLocaleLowerCase('en-US');
      if (owner.has(folded)) throw badRequest(valueTwice(v), { [`cards.${i}.dmsBodyValues.${j}`]: valueTwice(v) });
      owner.set(folded, i);
      values.push(v);
    });
    const id = c._id ?? c.id ?? randomUUID();
    if (ids.has(id))
      throw badRequest(`Two cards have the id ${id}`, { [`cards.${i}._id`]: `Two cards have the id ${id}` });
    ids.add(id);
    return { _id: id, carBody: c.carBody, dmsBodyValues: values, isCampaignActive: c.isCampaignActive };
  });
}

/** Every value on the cards is `known` (in the inventory or on a saved card), else a 400 naming the first that is not. */
export function checkValuesKnown(cards: StoredCard[], known: ReadonlySet<string>): void {
  cards.forEach((c, i) =>
    c.dmsBodyValues.forEach((v, j) => {
      if (!known.has(v)) throw badRequest(valueUnknown(v), { [`cards.${i}.dmsBodyValues.${j}`]: valueUnknown(v) });
    }),
  );
}

export async function saveCards(db: Database, cards: StoredCard[], version: number, now: Date): Promise<number> {
  const next = await writeSetting(db, CARDS_KEY, { cards }, version, now);
  if (next === null) throw new ApiError(412, BODY_TYPES_STALE, { version: BODY_TYPES_STALE });
  return next;
}

export async function readInventorySettings(db: Database): Promise<InventorySettings> {
  const row = await readSetting<Omit<InventorySettings, 'version'>>(db, INVENTORY_KEY);
  return {
    inventoryThreshold: row?.value.inventoryThreshold ?? 0,
    notificationEmail: row?.value.notificationEmail ?? '',
    version: row?.version ?? 0,
  };
}

export async function saveInventorySettings(
  db: Database,
  input: InventorySettingsRequest,
  now: Date,
): Promise<InventorySettings> {
  const value = { inventoryThreshold: input.inventoryThreshold, notificationEmail: input.notificationEmail };
  const next = await writeSetting(db, INVENTORY_KEY, value, input.version, now);
  if (next === null) throw new ApiError(412, INVENTORY_STALE, { version: INVENTORY_STALE });
  return { ...value, version: next };
}

export async function readAlerts(db: Database): Promise<Set<string>> {
  const row = await readSetting<{ below: string[] }>(db, ALERTS_KEY);
  return new Set(row?.value.below ?? []);
}

export async function writeAlerts(db: Database, below: Set<string>, now: Date): Promise<void> {
  await db.query(
    `insert into settings (key, value, version, updated_at) values ($1, $2, 1, $3)
     on conflict (key) do update set value = excluded.value, version = settings.version + 1, updated_at = excluded.updated_at`,
    [ALERTS_KEY, JSON.stringify({ below: [...below].sort() }), now],
  );
}
