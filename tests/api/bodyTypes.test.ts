import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableBodyValue, BodyTypeCard, BodyTypeList, InventorySettings } from '../../contract/bodyTypes.ts';
import { mailsTo } from '../support/mails.ts';
import { client } from './helpers/client.ts';
import type { TestServer } from './helpers/server.ts';
import { setFaults, syncNow, startSynced } from './helpers/sync.ts';
import { firstOf, nth } from '../support/nth.ts';

const VEHICLES = 120;
const MAIL = 'stock@example.com';
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;

const cards = async () => (await api.get<BodyTypeList>('/v1/body-types', token)).body;
const available = async () =>
  (await api.get<{ data: AvailableBodyValue[] }>('/v1/body-types/available', token)).body.data;
const save = (list: Partial<BodyTypeCard>[], version: number) =>
  api.post<BodyTypeList & { message: string; errors?: Record<string, string> }>(
    '/v1/body-types',
    { cards: list, version },
    token,
  );
/** Vehicles shown on the front end per body value, counted from the rows themselves. */
const shownByValue = async (values: string[]) =>
  nth(
    await s.ctx.database.query<{ n: number }>(
      'select count(*)::int as n from vehicles where active and mark_for_deletion is null and body_value = any($1::text[])',
      [values],
    ),
    0,
  ).n;
const stockIdsWith = async (values: string[]) =>
  (
    await s.ctx.database.query<{ stockid: string }>(
      'select stockid from vehicles where body_value = any($1::text[]) order by stockid',
      [values],
    )
  ).map((r) => r.stockid);

beforeAll(async () => {
  ({ s, api, token } = await startSynced(VEHICLES, { SYNC_MIN_FEED_RATIO: '0' }));
});
afterAll(() => s.close());

describe('body values from the DMS', () => {
  it('lists every value of the inventory as available, in several spellings per shape, with vehicle counts', async () => {
    const pool = await available();
    expect(pool.reduce((n, v) => n + v.count, 0)).toBe(VEHICLES);
    const values = pool.map((v) => v.value);
    expect(values.filter((v) => ['4dr Car', 'Sedan 4D', 'Sedan', '4 Door Sedan'].includes(v)).length).toBeGreaterThan(
      1,
    );
    expect(
      values.filter((v) => ['Sport Utility', 'SUV 4D', 'SUV', 'Sport Utility 4D'].includes(v)).length,
    ).toBeGreaterThan(1);
    expect(pool.every((v) => v.shown === 0)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await api.get('/v1/body-types')).status).toBe(401);
    expect((await api.get('/v1/body-types/available')).status).toBe(401);
    expect((await api.get('/v1/inventory')).status).toBe(401);
  });
});

describe('saving the whole list of cards', () => {
  it('saves cards in order, answers Success! and never offers an assigned value; a deleted card gives its values back', async () => {
    const [a, b, c] = firstOf(
      (await available()).map((v) => v.value),
      3,
    );
    const before = await cards();
    expect(before).toEqual({ cards: [], version: 0 });
    const saved = await save(
      [
        { carBody: 'Title 1', dmsBodyValues: [a, b] },
        { carBody: 'Title 2', dmsBodyValues: [c], isCampaignActive: true },
      ],
      0,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Success!');
    const read = await cards();
    expect(read.cards.map((x) => [x.carBody, x.dmsBodyValues, x.position, x.isCampaignActive])).toEqual([
      ['Title 1', [a, b], 0, false],
      ['Title 2', [c], 1, true],
    ]);
    expect(nth(read.cards, 0)._id).toBe(nth(read.cards, 0).id);
    expect((await available()).map((v) => v.value)).not.toEqual(expect.arrayContaining([a]));
    const pool = new Set((await available()).map((v) => v.value));
    for (const v of [a, b, c]) expect(pool.has(v)).toBe(false);

    const removed = await save([nth(read.cards, 1)], read.version);
    expect(removed.status).toBe(200);
    const back = new Set((await available()).map((v) => v.value));
    expect(back.has(a) && back.has(b)).toBe(true);
    expect(back.has(c)).toBe(false);
    // The kept card keeps its id.
    expect(nth((await cards()).cards, 0)._id).toBe(nth(read.cards, 1)._id);
  });

  it('refuses a value assigned twice, naming it, and changes nothing', async () => {
    const current = await cards();
    const value = nth(await available(), 0).value;
    const r = await save(
      [
        { carBody: 'One', dmsBodyValues: [value] },
        { carBody: 'Two', dmsBodyValues: ['x', value] },
      ],
      current.version,
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(`'${value}'`);
    expect(r.body.errors).toEqual({ 'cards.1.dmsBodyValues.1': `The body value '${value}' is on more than one card` });
    const twiceOnOne = await save([{ carBody: 'One', dmsBodyValues: [value, value] }], current.version);
    expect(twiceOnOne.status).toBe(400);
    expect(await cards()).toEqual(current);
  });

  it('refuses the same value in another case on two cards, naming it', async () => {
    const current = await cards();
    const value = (await available()).find((v) => v.value.toLowerCase() !== v.value.toUpperCase())?.value ?? '';
    const other = value === value.toLowerCase() ? value.toUpperCase() : value.toLowerCase();
    const r = await save(
      [
        { carBody: 'One', dmsBodyValues: [value] },
        { carBody: 'Two', dmsBodyValues: [other] },
      ],
      current.version,
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`The body value '${other}' is on more than one card`);
    expect(r.body.errors).toEqual({ 'cards.1.dmsBodyValues.0': `The body value '${other}' is on more than one card` });
    expect(await cards()).toEqual(current);
  });

  it('refuses a value that is neither in the inventory nor on a saved card, naming it', async () => {
    const current = await cards();
    const value = nth(await available(), 0).value;
    const r = await save([{ carBody: 'One', dmsBodyValues: [value, 'Hovercraft 2D'] }], current.version);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("The body value 'Hovercraft 2D' is not in the inventory");
    expect(r.body.errors).toEqual({
      'cards.0.dmsBodyValues.1': "The body value 'Hovercraft 2D' is not in the inventory",
    });
    // Another spelling of a real value is not that value.
    const spelled = await save([{ carBody: 'One', dmsBodyValues: [`${value} X`] }], current.version);
    expect(spelled.status).toBe(400);
    expect(await cards()).toEqual(current);
  });

  it('refuses a card without its name, unknown fields and a list that is not a list, with field errors', async () => {
    const { version } = await cards();
    const empty = await save([{ carBody: '  ', dmsBodyValues: [] }], version);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ 'cards.0.carBody': 'Car body is required' });
    const unknown = await api.post<{ errors: Record<string, string> }>(
      '/v1/body-types',
      { cards: [{ carBody: 'A', dmsBodyValues: [], colour: 'red' }], version },
      token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toMatchObject({ 'cards.0.colour': 'Unknown field' });
    const notList = await api.post<{ errors: Record<string, string> }>(
      '/v1/body-types',
      { cards: 'all', version },
      token,
    );
    expect(notList.status).toBe(400);
    expect(notList.body.errors).toHaveProperty('cards');
    expect((await api.post('/v1/body-types', { cards: [] }, token)).status).toBe(400);
  });

  it("takes the spec's reading too: the bare list of cards, its version in If-Match", async () => {
    const { version } = await cards();
    const noVersion = await api.post<{ errors: Record<string, string> }>(
      '/v1/body-types',
      [{ carBody: 'Bare', dmsBodyValues: [] }],
      token,
    );
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toEqual({
      version: 'Send the version of the list you edited (version in the body, or an If-Match header)',
    });
    const bare = await api.post('/v1/body-types', [{ carBody: 'Bare', dmsBodyValues: [] }], token, {
      'if-match': `"${version}"`,
    });
    expect(bare.status).toBe(200);
    expect((await cards()).cards.map((c) => c.carBody)).toEqual(['Bare']);
    const stale = await api.post('/v1/body-types', [{ carBody: 'Late', dmsBodyValues: [] }], token, {
      'if-match': `"${version}"`,
    });
    expect(stale.status).toBe(412);
  });

  it('answers 412 to a save from a stale version and keeps the newer list', async () => {
    const { version } = await cards();
    const first = await save([{ carBody: 'Fresh', dmsBodyValues: [] }], version);
    expect(first.status).toBe(200);
    const stale = await save([{ carBody: 'Stale', dmsBodyValues: [] }], version);
    expect(stale.status).toBe(412);
    expect(stale.body.message).toMatch(/Someone else saved the body-type cards/);
    expect((await cards()).cards.map((c) => c.carBody)).toEqual(['Fresh']);
  });

  it('lets exactly one of two concurrent saves of the same version win', async () => {
    const { version } = await cards();
    const results = await Promise.all(
      ['Left', 'Right'].map((name) => save([{ carBody: name, dmsBodyValues: [] }], version)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200)?.body.cards[0]?.carBody;
    expect((await cards()).cards.map((c) => c.carBody)).toEqual([winner]);
  });
});

describe('carCount', () => {
  it('counts the vehicles shown on the front end whose value is on the card, after each Show-on-FE change', async () => {
    const pool = await available();
    const values = pool.slice(0, 2).map((v) => v.value);
    const { version } = await cards();
    await save([{ carBody: 'Counted', dmsBodyValues: values }], version);
    expect(nth((await cards()).cards, 0).carCount).toBe(0);

    const ids = await stockIdsWith(values);
    expect(ids.length).toBeGreaterThan(1);
    const shown = await api.put('/v1/vehicles/bulk-active', { ids, active: true }, token);
    expect(shown.status).toBe(200);
    expect(nth((await cards()).cards, 0).carCount).toBe(ids.length);

    const one = (await api.get<{ version: number }>(`/v1/vehicles/${ids[0]}`, token)).body;
    const hidden = await api.put(`/v1/vehicles/${ids[0]}`, { version: one.version, active: false }, token);
    expect(hidden.status).toBe(200);
    expect(nth((await cards()).cards, 0).carCount).toBe(ids.length - 1);
    expect(nth((await cards()).cards, 0).carCount).toBe(await shownByValue(values));
    // The pool's own counts move too.
    const other = nth(pool, 2);
    await api.put('/v1/vehicles/bulk-active', { ids: await stockIdsWith([other.value]), active: true }, token);
    expect((await available()).find((v) => v.value === other.value)?.shown).toBe(other.count);
  });

  it('follows a sync: vehicles the DMS no longer sends leave the count, and come back with them', async () => {
    const all = (await available()).map((v) => v.value);
    const { version } = await cards();
    await save(
      [{ carBody: 'Everything', dmsBodyValues: all.concat(nth((await cards()).cards, 0).dmsBodyValues) }],
      version,
    );
    const allIds = (await s.ctx.database.query<{ stockid: string }>('select stockid from vehicles')).map(
      (r) => r.stockid,
    );
    await api.put('/v1/vehicles/bulk-active', { ids: allIds, active: true }, token);
    expect(nth((await cards()).cards, 0).carCount).toBe(VEHICLES);

    await setFaults(s, { shortenFeedTo: 100 });
    expect((await syncNow(s, token)).run.status).toBe('succeeded');
    expect(nth((await cards()).cards, 0).carCount).toBe(100);
    await setFaults(s, null);
    await syncNow(s, token);
    expect(nth((await cards()).cards, 0).carCount).toBe(VEHICLES);
  });
});

describe('the inventory threshold', () => {
  const settings = async () => (await api.get<InventorySettings>('/v1/inventory', token)).body;
  const saveSettings = (body: Record<string, unknown>) =>
    api.post<InventorySettings & { errors?: Record<string, string>; message: string }>('/v1/inventory', body, token);

  it('refuses an invalid email or threshold with a field error and keeps what was saved', async () => {
    expect(await settings()).toEqual({ inventoryThreshold: 0, notificationEmail: '', version: 0 });
    const bad = await saveSettings({ inventoryThreshold: 5, notificationEmail: 'not-an-email', version: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ notificationEmail: 'Enter a valid email address' });
    // The field's own words, as the console shows them: no 'Request body is invalid: notificationEmail:' prefix.
    expect(bad.body.message).toBe('Enter a valid email address');
    const negative = await saveSettings({ inventoryThreshold: -1, notificationEmail: MAIL, version: 0 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toHaveProperty('inventoryThreshold');
    // Out of range is said as a range, not as 'must be a whole number'.
    const huge = await saveSettings({ inventoryThreshold: 1e20, notificationEmail: MAIL, version: 0 });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({
      message: 'Inventory threshold must be between 0 and 1,000,000',
      errors: { inventoryThreshold: 'Inventory threshold must be between 0 and 1,000,000' },
    });
    const fraction = await saveSettings({ inventoryThreshold: 2.5, notificationEmail: MAIL, version: 0 });
    expect(fraction.body.errors).toEqual({ inventoryThreshold: 'Inventory threshold must be a whole number' });
    const unknown = await saveSettings({ inventoryThreshold: 2, notificationEmail: MAIL, version: 0, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ colour: 'Unknown field' });
    expect(await settings()).toMatchObject({ version: 0 });
  });

  it('saves, and answers 412 to a stale version', async () => {
    const ok = await saveSettings({ inventoryThreshold: VEHICLES, notificationEmail: MAIL, version: 0 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ inventoryThreshold: VEHICLES, notificationEmail: MAIL, version: 1 });
    expect((await saveSettings({ inventoryThreshold: 3, notificationEmail: MAIL, version: 0 })).status).toBe(412);
    expect(await settings()).toEqual({ inventoryThreshold: VEHICLES, notificationEmail: MAIL, version: 1 });
  });

  it('mails once when a card falls below it, not while it stays below, and again after it recovers and falls', async () => {
    expect(nth((await cards()).cards, 0).carCount).toBe(VEHICLES);
    await syncNow(s, token);
    expect(mailsTo(s.outboxDir, MAIL)).toHaveLength(0);

    await setFaults(s, { shortenFeedTo: 100 });
    await syncNow(s, token);
    const first = mailsTo(s.outboxDir, MAIL);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('Everything');
    expect(first[0]).toContain('100 vehicles');
    expect(first[0]).toContain(`threshold of ${VEHICLES}`);
    expect(first[0]).toContain(`${s.url}/admin/cars-list`);

    await syncNow(s, token);
    expect(mailsTo(s.outboxDir, MAIL)).toHaveLength(1);

    await setFaults(s, null);
    await syncNow(s, token);
    expect(mailsTo(s.outboxDir, MAIL)).toHaveLength(1);

    await setFaults(s, { shortenFeedTo: 100 });
    await syncNow(s, token);
    expect(mailsTo(s.outboxDir, MAIL)).toHaveLength(2);
    await setFaults(s, null);
  });
});

describe('public delivery', () => {
  it('serves the cards with carCount and no session, with an ETag and 304 when unchanged', async () => {
    const r = await api.get<Omit<BodyTypeCard, 'id'>[]>('/v1/public/body-types');
    expect(r.status).toBe(200);
    expect(r.body[0]).toMatchObject({ carBody: 'Everything', position: 0, carCount: expect.any(Number) });
    const etag = r.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${s.url}/v1/public/body-types`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const { version } = await cards();
    await save([{ carBody: 'Renamed', dmsBodyValues: [] }], version);
    const changed = await fetch(`${s.url}/v1/public/body-types`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
  });

  it('leaves out a card that has no body values yet (a new placeholder such as "Title 1")', async () => {
    const { version } = await cards();
    await save(
      [
        { carBody: 'SUVs', dmsBodyValues: ['SUV'] },
        { carBody: 'Title 1', dmsBodyValues: [] },
      ],
      version,
    );
    const r = await api.get<Omit<BodyTypeCard, 'id'>[]>('/v1/public/body-types');
    expect(r.body.map((card) => card.carBody)).toEqual(['SUVs']);
  });
});
