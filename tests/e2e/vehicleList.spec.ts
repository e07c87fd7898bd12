import fs from 'node:fs';
import Papa from 'papaparse';
import { expect as baseExpect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import {
  apiContext,
  createAdmins,
  ensureInventory,
  listVehicles,
  setDmsFaults,
  syncStatus,
  type Credentials,
} from './support/api.ts';
import { signIn } from './support/pages.ts';
import { baseUrl } from './support/product.ts';
import { nth, firstOf } from '../support/nth.ts';

const SYNC_STARTED = 'Sync with DMS is started manually. This process will take approximately 3 minutes.';
const LIST_PREFS_KEY = 'admin-console.vehicles.list';
/** Generous: a first sync of the sandbox inventory on two busy cores, slowed down on purpose below. */
const SYNC_TIMEOUT = 240_000;
// Two busy cores render the thumbnails of 20 to 50 rows on first request while the list loads: allow time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let page: Page;
let api: APIRequestContext;
let admin: Credentials;

const rows = () => page.locator('tbody tr.RaDataTable-row');
const cells = (column: string) => rows().locator(`td.column-${column}`);
const searchBox = () => page.getByRole('searchbox', { name: 'Search vehicles' });
const summary = () => page.locator('dl[aria-label="Inventory summary"]');
/** The value (`dd`) next to a term (`dt`) of the inventory summary. */
const figure = (term: string) =>
  summary()
    .locator('div')
    .filter({ has: page.locator('dt').getByText(term, { exact: true }) })
    .locator('dd');
const figureNumber = async (term: string) => Number(await figure(term).textContent());
const pageRange = (from: number, to: number, total: number) =>
  page.getByText(`${from}-${to} of ${total}`, { exact: true });

async function search(text: string) {
  await searchBox().fill(text);
  await searchBox().press('Enter');
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(SYNC_TIMEOUT);
  [admin] = firstOf(await createAdmins('inventory.list@example.com'), 1);
  // The product's first start syncs the sandbox inventory by itself; the tests below start their own syncs after it.
  await ensureInventory(admin.token, SYNC_TIMEOUT);
  api = await apiContext();
  const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
  page = await context.newPage();
  await page.goto('/admin/login');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/cars-list$/);
});

test.afterAll(async () => {
  await setDmsFaults(null);
  await page?.context().close();
  await api?.dispose();
});

test('"Sync with DMS" shows the start message and a live progress bar, then the list reloads by itself with rows', async () => {
  test.setTimeout(SYNC_TIMEOUT + 60_000);
  await expect(summary()).toBeVisible();
  const finishedBefore = (await figure('Last sync finished').textContent()) ?? '';
  const syncButton = page.getByRole('button', { name: 'Sync with DMS' });
  await expect(syncButton).toBeEnabled();
  // A DMS answering slowly keeps the sync running long enough to watch it (a no-op re-sync of 300
  // vehicles can otherwise end between two looks at the page).
  await setDmsFaults({ latencyMs: 4_000 });
  try {
    await syncButton.click();
    await expect(page.getByText(SYNC_STARTED, { exact: true })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Sync progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', /^(Waiting for the DMS…|Synced \d+ of \d+ vehicles)$/);
    await expect(figure('Sync')).toHaveText('In progress');
    // One sync at a time: the button waits for this one to end.
    await expect(syncButton).toBeDisabled();
    await expect(bar).toBeHidden({ timeout: SYNC_TIMEOUT });
  } finally {
    await setDmsFaults(null);
  }
  await expect(page.getByText(SYNC_STARTED, { exact: true })).toBeHidden();
  await expect(figure('Sync')).toHaveText('Idle');
  await expect(syncButton).toBeEnabled();

  // The page was not reloaded by the test: the list fetched itself again when the run finished.
  const status = await syncStatus(api, admin.token);
  const vehicles = status.totalResults.VehiclesCount;
  expect(vehicles).toBeGreaterThan(0);
  await expect(figure('Vehicles in inventory')).toHaveText(String(vehicles));
  await expect(figure('Last sync finished')).not.toHaveText(finishedBefore);
  await expect(figure('Last sync finished')).not.toHaveText('never');
  await expect(rows()).toHaveCount(Math.min(20, vehicles));
  await expect(pageRange(1, Math.min(20, vehicles), vehicles)).toBeVisible();
});

test('searching by stock id (search icon) and by make (Enter) shows only the matching vehicles', async () => {
  const [highest] = firstOf(
    (await listVehicles(api, admin.token, { orderCol: 'stockid', orderDirec: 'desc', pageSize: 20 })).data,
    1,
  );
  await searchBox().fill(highest.stockid);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows()).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(highest.stockid) })).toBeVisible();
  await expect(cells('stockid')).toHaveText([highest.stockid]);

  // A make shared by several vehicles whose name appears in no other searched field of the inventory.
  const all = (await listVehicles(api, admin.token, { pageSize: 200 })).data;
  const byCount = new Map<string, number>();
  for (const v of all) byCount.set(v.make, (byCount.get(v.make) ?? 0) + 1);
  let make = '';
  let matches = 0;
  for (const [candidate] of [...byCount].sort((a, b) => b[1] - a[1])) {
    const found = await listVehicles(api, admin.token, { querySearch: candidate, pageSize: 200 });
    if (found.total > 1 && found.total <= 200 && found.data.every((v) => v.make === candidate)) {
      make = candidate;
      matches = found.total;
      break;
    }
  }
  expect(make, 'a make to search for').not.toBe('');

  await search(make);
  const shown = Math.min(20, matches);
  await expect(pageRange(1, shown, matches)).toBeVisible();
  await expect(rows()).toHaveCount(shown);
  await expect(cells('make')).toHaveText(Array<string>(shown).fill(make));
});

test('clicking a column header sorts the list by it, ascending then descending', async () => {
  await search('');
  const vehicles = (await syncStatus(api, admin.token)).totalResults.VehiclesCount;
  await expect(pageRange(1, Math.min(20, vehicles), vehicles)).toBeVisible();

  const ascending = (await listVehicles(api, admin.token, { orderCol: 'make', orderDirec: 'asc', pageSize: 20 })).data;
  await page.getByRole('button', { name: /^sort by make ascending$/i }).click();
  await expect(cells('stockid')).toHaveText(ascending.map((v) => v.stockid));
  const makes = await cells('make').allTextContents();
  expect(makes).toEqual([...makes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

  const descending = (await listVehicles(api, admin.token, { orderCol: 'make', orderDirec: 'desc', pageSize: 20 }))
    .data;
  await page.getByRole('button', { name: /^sort by make descending$/i }).click();
  await expect(cells('stockid')).toHaveText(descending.map((v) => v.stockid));
});

test('search, sort and a page size of 50 are restored after a reload of the page, which asks for that page once', async () => {
  await search('A10');
  await page.getByRole('button', { name: /^sort by model ascending$/i }).click();
  const expected = await listVehicles(api, admin.token, {
    querySearch: 'A10',
    orderCol: 'model',
    orderDirec: 'asc',
    pageSize: 50,
  });
  expect(expected.total).toBeGreaterThan(20);
  await expect(cells('stockid')).toHaveText(expected.data.slice(0, 20).map((v) => v.stockid));

  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  const shown = Math.min(50, expected.total);
  await expect(rows()).toHaveCount(shown);
  await expect(cells('stockid')).toHaveText(expected.data.map((v) => v.stockid));

  const listRequests: string[] = [];
  const noteListRequest = (request: Request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/v1/vehicles')
      listRequests.push(request.url());
  };
  page.on('request', noteListRequest);
  await page.reload();
  await expect(searchBox()).toHaveValue('A10');
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('50');
  await expect(cells('stockid')).toHaveText(expected.data.map((v) => v.stockid));
  page.off('request', noteListRequest);
  // The page requested while the console boots is the one the list shows: it is not requested again.
  expect(listRequests).toHaveLength(1);
  expect(new URL(nth(listRequests, 0)).searchParams.get('pageSize')).toBe('50');
  // The header knows the list is sorted by model ascending: its next click would sort descending.
  await expect(page.getByRole('button', { name: /^sort by model descending$/i })).toBeVisible();
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), LIST_PREFS_KEY);
  expect(JSON.parse(stored ?? '{}')).toEqual({
    sort: { field: 'model', order: 'ASC' },
    perPage: 50,
    page: 1,
    filter: { q: 'A10' },
  });

  // Searching again starts over at the first page with 20 rows.
  await search('');
  await expect(rows()).toHaveCount(20);
});

test('the Show on FE switch of a row changes the "Shown on FE" count', async () => {
  const stockid = (await cells('stockid').first().textContent()) ?? '';
  const toggle = page.getByRole('switch', { name: `Show ${stockid} on FE` });
  const before = await figureNumber('Shown on FE');
  const wasShown = await toggle.isChecked();
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: !wasShown });
  await expect(figure('Shown on FE')).toHaveText(String(before + (wasShown ? -1 : 1)));

  await toggle.click();
  await expect(toggle).toBeChecked({ checked: wasShown });
  await expect(figure('Shown on FE')).toHaveText(String(before));
});

test('while one Show on FE toggle saves, a click on another row’s switch does nothing: the list stays', async () => {
  const [first, second] = [
    (await cells('stockid').nth(0).textContent()) ?? '',
    (await cells('stockid').nth(1).textContent()) ?? '',
  ];
  const toggle = page.getByRole('switch', { name: `Show ${first} on FE` });
  const other = page.getByRole('switch', { name: `Show ${second} on FE` });
  const wasShown = await toggle.isChecked();
  // The first save is held back, as on a slow network, so the second click lands while it is on its way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/v1/vehicles/${first}`, async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  try {
    await toggle.click();
    await expect(other).toBeDisabled();
    const box = (await other.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/admin\/cars-list/);
    release();
    await expect(toggle).toBeChecked({ checked: !wasShown });
    await expect(other).toBeEnabled();
  } finally {
    release();
    await page.unroute(`**/v1/vehicles/${first}`);
  }
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: wasShown });
});

test('three selected vehicles are shown, then hidden from the FE in one bulk action each', async () => {
  const stockids = (await cells('stockid').allTextContents()).slice(2, 5);
  expect(stockids).toHaveLength(3);
  const select = async () => {
    for (const id of stockids)
      await page
        .getByRole('row', { name: new RegExp(id) })
        .getByRole('checkbox', { name: 'Select this row' })
        .check();
    await expect(page.getByText('3 items selected')).toBeVisible();
  };
  const switches = stockids.map((id) => page.getByRole('switch', { name: `Show ${id} on FE` }));

  // Start from a known state: all three shown.
  await select();
  await page.getByRole('button', { name: 'Show on FE', exact: true }).click();
  await expect(page.getByText(/^[0-3] vehicles? shown on the front end$/)).toBeVisible();
  for (const s of switches) await expect(s).toBeChecked();
  await expect(page.getByText('3 items selected')).toBeHidden();
  const before = await figureNumber('Shown on FE');

  await select();
  await page.getByRole('button', { name: 'Hide from FE', exact: true }).click();
  await expect(page.getByText('3 vehicles hidden from the front end', { exact: true })).toBeVisible();
  for (const s of switches) await expect(s).not.toBeChecked();
  await expect(figure('Shown on FE')).toHaveText(String(before - 3));
});

test('while rows are selected, the bulk toolbar covers the search box entirely', async () => {
  const box = await searchBox().boundingBox();
  if (!box) throw new Error('no search box');
  const checkbox = page.getByRole('checkbox', { name: 'Select this row' }).first();
  await checkbox.check();
  // What is drawn on the search box's top edge, once the toolbar has slid in.
  const topEdge = () =>
    page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('.RaBulkActionsToolbar-toolbar'), [
      box.x + box.width / 2,
      box.y + 1,
    ] as const);
  await expect.poll(topEdge).toBe(true);
  await checkbox.uncheck();
  await expect.poll(topEdge).toBe(false);
});

test('Export downloads the whole inventory as a CSV in the HomeNet layout', async () => {
  const vehicles = await figureNumber('Vehicles in inventory');
  expect(vehicles).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(text.startsWith('DealerId,Type,Stock,VIN')).toBe(true);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header = [], ...data] = parsed.data;
  expect(data).toHaveLength(vehicles);
  const stock = header.indexOf('Stock');
  expect(new Set(data.map((row) => row[stock])).size).toBe(vehicles);
});

test('on a full-HD screen the 15 columns fit beside the menu, without scrolling sideways', async () => {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1920, height: 1080 });
  try {
    await search('');
    await expect(rows()).toHaveCount(20);
    const table = page.locator('table').filter({ has: rows() });
    const overflow = await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeInViewport();
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
});

test('on a 1440 px screen, scrolled to the Actions column, each row still shows its stock id at the left', async () => {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  try {
    await search('');
    await expect(rows()).toHaveCount(20);
    const wrapper = page.locator('.RaDataTable-tableWrapper').filter({ has: rows() });
    await wrapper.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeInViewport();
    const stockid = cells('stockid').first();
    const box = (await stockid.boundingBox())!;
    const wrapperBox = (await wrapper.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(wrapperBox.x);
    // Nothing scrolled over it: the point in the middle of the cell is the cell's own.
    const shown = await stockid.evaluate((cell) => {
      const r = cell.getBoundingClientRect();
      return cell.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(shown).toBe(true);
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
});

test('on a narrower screen, details opened from the Actions column show in view, though the table is scrolled sideways', async () => {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  try {
    await expect(rows()).toHaveCount(20);
    const stockid = (await cells('stockid').first().textContent()) ?? '';
    // The button is at the far right: clicking it scrolls the table.
    await page.getByRole('button', { name: `Show details of ${stockid}` }).click();
    const panel = page.locator(`[id="vehicles-${stockid}-expand"]`);
    await expect(panel.getByText('Pictures', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(panel.locator('img').first()).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: `Hide details of ${stockid}` }).click();
    // Collapsed, the row stays in the table at no height.
    await expect(page.getByRole('button', { name: `Show details of ${stockid}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(panel.locator('img').first()).not.toBeInViewport();
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
});

test('a search that matches nothing shows "No Vehicle data was found"', async () => {
  await search('no such vehicle anywhere');
  await expect(page.getByText('No Vehicle data was found', { exact: true })).toBeVisible();
  await expect(rows()).toHaveCount(0);
});

test('the stock id of a row is a link to the vehicle: Ctrl+click opens a tab, Enter opens it here, Back returns to the list', async () => {
  await search('');
  const link = cells('stockid').first().getByRole('link');
  const stockid = (await link.textContent()) ?? '';
  // Ctrl+click is the browser's: a new tab, and this one stays on the list.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
  await expect(tab).toHaveURL(new RegExp(`/admin/vehicle\\?id=${stockid}$`));
  await tab.close();
  await expect(page).toHaveURL(/\/admin\/cars-list$/);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/vehicle\\?id=${stockid}$`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${stockid} · `) })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/cars-list$/);
  await expect(cells('stockid').first()).toHaveText(stockid);
});

test("back from a vehicle, by the browser's Back or the page's own link, shows the same page, search, sort and size", async () => {
  // A search that keeps more than two pages of 50 rows, yet leaves some vehicles out.
  const inventory = (await listVehicles(api, admin.token, { pageSize: 20 })).total;
  let term = '';
  for (const candidate of ['A1', 'A2', '1', '2', '0', 'a', 'e', 'o']) {
    const found = await listVehicles(api, admin.token, { querySearch: candidate, pageSize: 50 });
    if (found.total > 100 && found.total < inventory) {
      term = candidate;
      break;
    }
  }
  expect(term, 'a search with at least three pages of 50').not.toBe('');
  const expected = await listVehicles(api, admin.token, {
    querySearch: term,
    orderCol: 'model',
    orderDirec: 'asc',
    pageSize: 50,
    page: 2,
  });
  const range = `101-${Math.min(150, expected.total)} of ${expected.total}`;

  await search(term);
  // The earlier tests may have left the list sorted by model ascending already (the header then offers descending).
  const sortAscending = page.getByRole('button', { name: /^sort by model ascending$/i });
  if (await sortAscending.count()) await sortAscending.click();
  await expect(page.getByRole('button', { name: /^sort by model descending$/i })).toBeVisible();
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(`51-100 of ${expected.total}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(range, { exact: true })).toBeVisible();
  await expect(cells('stockid')).toHaveText(expected.data.map((v) => v.stockid));

  const sameListAsLeft = async () => {
    await expect(page).toHaveURL(/\/admin\/cars-list$/);
    await expect(page.getByText(range, { exact: true })).toBeVisible();
    await expect(cells('stockid')).toHaveText(expected.data.map((v) => v.stockid));
    await expect(searchBox()).toHaveValue(term);
    await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('50');
    await expect(page.getByRole('button', { name: /^sort by model descending$/i })).toBeVisible();
  };
  const openFirstVehicle = async () => {
    const stockid = nth(expected.data, 0).stockid;
    await cells('stockid').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/admin/vehicle\\?id=${stockid}$`));
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${stockid} · `) })).toBeVisible();
  };

  await openFirstVehicle();
  await page.goBack();
  await sameListAsLeft();

  await openFirstVehicle();
  await page.getByRole('link', { name: 'Back to the cars list' }).click();
  await sameListAsLeft();

  // A new search still starts from the first page.
  await search('');
  await expect(page.getByText(`1-20 of ${inventory}`, { exact: true })).toBeVisible();
});

test("the make filter offers the inventory's makes with their counts, and choosing one lists only that make", async () => {
  const { data: makes } = (await (
    await api.get('/v1/vehicles/makes', { headers: { authorization: `Bearer ${admin.token}` } })
  ).json()) as {
    data: Array<{ make: string; count: number }>;
  };
  const pick = makes.find((m) => m.count > 1) ?? nth(makes, 0);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Make' }).click();
  await page.getByRole('combobox', { name: 'Make' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  // react-admin adds an empty choice first.
  await expect(options).toHaveCount(makes.length + 1);
  await options.filter({ hasText: `${pick.make} (${pick.count})` }).click();
  await expect(cells('make')).toHaveText(Array(Math.min(pick.count, 20)).fill(pick.make));
  await expect(page.getByText(new RegExp(`^1-${Math.min(pick.count, 20)} of ${pick.count}$`))).toBeVisible();
  await page.getByRole('button', { name: 'Remove this filter' }).click();
  await expect(rows()).toHaveCount(20);
});
