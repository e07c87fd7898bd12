import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/open.ts';
import { copyIn } from '../../server/db/copyIn.ts';
import { BinaryCopyWriter } from '../../server/sync/copyBinary.ts';
import { freshDatabase } from './helpers/database.ts';
import { firstOf, nth } from '../support/nth.ts';

// The sync stages vehicles with binary COPY: each value must be stored exactly as the text input of the same value
// would store it (the contract's numbers and dates), and a value the server would refuse must be refused.
let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database: db, drop } = await freshDatabase());
  await db.query(
    'create table copy_probe (seq int, price numeric(12, 2), day date, big bigint, flag boolean, doc jsonb, note text)',
  );
});
afterAll(() => drop());

type Probe = { price: number; day: string; big: number; flag: boolean; doc: string; note: string | null };

async function load(rows: Probe[]) {
  const w = new BinaryCopyWriter(16);
  rows.forEach((r, i) => {
    w.row(7).int4(i).numeric(r.price).date(r.day).int8(r.big).bool(r.flag).jsonb(r.doc);
    if (r.note === null) w.null();
    else w.text(r.note);
  });
  await copyIn(db, 'copy_probe', w.finish());
}

const stored = (where = '') =>
  db.query<{ price: string; day: string; big: string; flag: boolean; doc: unknown; note: string | null }>(
    `select price::text as price, day::text as day, big::text as big, flag, doc, note from copy_probe ${where} order by seq`,
  );

describe('binary COPY of staged values', () => {
  it('stores prices, dates, counts, flags, JSON and text exactly as their text form would', async () => {
    const prices = [
      0, 0.5, 1, 7, 19.99, 25899, 1.005, 0.125, 123456789.99, 99999.995, 1e-7, 4.35, 10000, 100000000, 0.01,
    ];
    const rows: Probe[] = prices.map((price, i) => ({
      price,
      day: nth(
        ['2026-11-22', '2000-01-01', '1999-12-31', '2024-02-29', '0001-01-01', '9999-12-31', '1970-01-01'],
        i % 7,
      ),
      big: nth([0, 1, -1, 2 ** 40, Number.MAX_SAFE_INTEGER], i % 5),
      flag: i % 2 === 0,
      doc: JSON.stringify({ list: ['a', 'ü'], n: i }),
      note: i === 3 ? null : `tab\tnew\nline \\N 🚗 ${i}`,
    }));
    await load(rows);
    for (const [i, r] of (await stored()).entries()) {
      const [text] = firstOf(
        await db.query<{ price: string; day: string }>(
          `select ($1::numeric(12, 2))::text as price, ($2::date)::text as day`,
          [String(prices[i]), nth(rows, i).day],
        ),
        1,
      );
      expect({ i, price: r.price, day: r.day }).toEqual({ i, price: text.price, day: text.day });
      expect(r).toMatchObject({
        big: String(nth(rows, i).big),
        flag: nth(rows, i).flag,
        doc: JSON.parse(nth(rows, i).doc),
        note: nth(rows, i).note,
      });
    }
  });

  it('refuses what the server refuses, before anything is sent', () => {
    const w = new BinaryCopyWriter();
    expect(() => w.date('2023-02-30')).toThrow('invalid input syntax for type date: "2023-02-30"');
    expect(() => w.date('0000-01-01')).toThrow('invalid input syntax for type date');
    expect(() => w.int4(2 ** 31)).toThrow('out of range for type integer');
    expect(() => w.int4(1.5)).toThrow('out of range for type integer');
    expect(() => w.numeric(Number.NaN)).toThrow('not a finite number');
  });

  it('lets the server refuse a price too large for the column, and stores nothing', async () => {
    await db.query('truncate copy_probe');
    const ok: Probe = { price: 1, day: '2026-11-22', big: 1, flag: true, doc: '{}', note: 'x' };
    await expect(load([ok, { ...ok, price: 1e10 }])).rejects.toThrow(/numeric field overflow/);
    expect(await stored()).toEqual([]);
  });

  it('stores a batch larger than one COPY statement whole, in order, with every value', async () => {
    await db.query('truncate copy_probe');
    const rows: Probe[] = Array.from({ length: 250 }, (_, i) => ({
      price: i + 0.5,
      day: '2026-11-22',
      big: i,
      flag: i % 3 === 0,
      doc: JSON.stringify({ n: i, text: 'x'.repeat(i) }),
      note: i % 7 === 0 ? null : `row ${i}`,
    }));
    await load(rows);
    const back = await stored();
    expect(back).toHaveLength(250);
    for (const [i, r] of back.entries()) {
      expect(r).toMatchObject({ big: String(i), note: nth(rows, i).note, doc: JSON.parse(nth(rows, i).doc) });
    }
  });

  it('stores nothing of a large batch when a row near its end is refused', async () => {
    await db.query('truncate copy_probe');
    const ok: Probe = { price: 1, day: '2026-11-22', big: 1, flag: true, doc: '{}', note: 'x' };
    const rows = Array.from({ length: 250 }, (_, i) => (i === 240 ? { ...ok, price: 1e10 } : ok));
    await expect(load(rows)).rejects.toThrow(/numeric field overflow/);
    expect(await stored()).toEqual([]);
  });
});
