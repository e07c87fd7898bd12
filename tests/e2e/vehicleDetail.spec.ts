import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Vehicle } from '../../contract/vehicles.ts';
import {
  apiContext,
  checkNada,
  createAdmins,
  ensureInventory,
  getVehicle,
  listVehicles,
  type Credentials,
} from './support/api.ts';
import { signIn } from './support/pages.ts';
import { baseUrl } from './support/product.ts';
import { nth, firstOf } from '../support/nth.ts';

// Two busy cores render pictures on first request while the page loads: allow time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let first: Credentials;
let second: Credentials;
let page: Page;

/** The vehicle under test and the features it offers. */
let vehicle: Vehicle;
/** An installed feature to move back to possible. */
let toUninstall: { id: number; name: string };
/** A possible feature for which CheckNADAEquipment answers more than one equipment. */
let ambiguous: { id: number; name: string; chosen: { id: string; description: string }; candidates: number };

async function signedInPage(browser: Browser, who: Credentials) {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const p = await context.newPage();
  await p.goto('/admin/login');
  await signIn(p, who.email, who.password);
  await expect(p).toHaveURL(/\/admin\/cars-list$/);
  return p;
}

/**
 * A vehicle with an installed feature and a possible feature that NADA cannot settle alone: the
 * vehicle lists several equipments for it and CheckNADAEquipment (through the console's DMS proxy)
 * matches more than one of them, which is when the console asks the admin.
 */
async function pickVehicle() {
  const { data } = await listVehicles(api, first.token, { orderCol: 'stockid', orderDirec: 'asc', pageSize: 200 });
  for (const item of data) {
    const counts = item.featureCounts;
    if (counts.features === 0 || counts.possibleFeatures === 0 || counts.installedPossibleFeatures > 0) continue;
    const v = await getVehicle(api, first.token, item.stockid);
    const multi = v.features.possibleFeatures.filter((p) => p.nadaEquipments.length > 1);
    if (multi.length === 0) continue;
    const answers = await checkNada(
      api,
      first.token,
      v.stockid,
      multi.map((p) => p.possibleFeatureId),
    );
    for (const answer of answers) {
      const ids = [...new Set(answer.nadaEquipments.map((e) => e.id))];
      if (ids.length < 2) continue;
      const feature = multi.find((p) => p.possibleFeatureId === answer.possibleFeatureId)!;
      const chosen = feature.nadaEquipments.find((e) => e.id === ids[ids.length - 1])!;
      vehicle = v;
      toUninstall = { id: nth(v.features.features, 0).featureId, name: nth(v.features.features, 0).featureName };
      ambiguous = { id: feature.possibleFeatureId, name: feature.featureName, chosen, candidates: ids.length };
      return;
    }
  }
  throw new Error('no vehicle of the sandbox inventory has an ambiguous NADA match');
}

const installedList = (p: Page) => p.getByRole('list', { name: 'Installed features' });
const possibleList = (p: Page) => p.getByRole('list', { name: 'Possible features' });
const item = (list: ReturnType<typeof installedList>, name: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByText(name, { exact: true }) });
const heading = () => `${vehicle.stockid} · ${vehicle.carYear} ${vehicle.make} ${vehicle.model} ${vehicle.series}`;

async function openDetail(p: Page) {
  await p.goto(`/admin/vehicle?id=${encodeURIComponent(vehicle.stockid)}`);
  await expect(p.getByRole('heading', { level: 2, name: heading() })).toHaveText(heading());
}

test.beforeAll(async ({ browser }) => {
  // The inventory is empty until a sync has run; this spec may run first or alone.
  test.setTimeout(300_000);
  [first, second] = firstOf(
    await createAdmins('inventory.detail.one@example.com', 'inventory.detail.two@example.com'),
    2,
  );
  await ensureInventory(first.token);
  api = await apiContext();
  await pickVehicle();
  page = await signedInPage(browser, first);
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test("clicking a row of the list opens that vehicle's detail page", async () => {
  const search = page.getByRole('searchbox', { name: 'Search vehicles' });
  await search.fill(vehicle.stockid);
  await search.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(vehicle.stockid) });
  await expect(page.locator('tbody tr.RaDataTable-row')).toHaveCount(1);
  await row.locator('td.column-VIN').click();
  await expect(page).toHaveURL(new RegExp(`/admin/vehicle\\?id=${vehicle.stockid}$`));
  await expect(page.getByRole('heading', { level: 2, name: heading() })).toHaveText(heading());
  await expect(page.getByRole('link', { name: 'Back to the cars list' })).toBeVisible();
  await expect(item(installedList(page), toUninstall.name)).toBeVisible();
  await expect(item(possibleList(page), ambiguous.name)).toBeVisible();
});

test('a moved feature and an ambiguous NADA match resolved in its dialog are saved and kept after a reload', async () => {
  await installedList(page)
    .getByRole('button', { name: `Move ${toUninstall.name} to possible` })
    .click();
  await expect(item(possibleList(page), toUninstall.name)).toContainText('Not saved yet');
  await possibleList(page)
    .getByRole('button', { name: `Install ${ambiguous.name}` })
    .click();
  await expect(item(installedList(page), ambiguous.name)).toContainText('Needs a NADA equipment');
  await expect(page.getByText('2 unsaved changes', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Save feature changes' }).click();
  // More than one equipment matches: the console asks which one the vehicle has.
  const question = page.getByRole('dialog', { name: `Which NADA equipment does ${ambiguous.name} have?` });
  await expect(question).toBeVisible();
  const options = question.getByRole('radiogroup', { name: `NADA equipment for ${ambiguous.name}` });
  await expect(options.getByRole('radio')).toHaveCount(ambiguous.candidates);
  const useIt = question.getByRole('button', { name: 'Use this equipment' });
  await expect(useIt).toBeDisabled();
  await options.getByRole('radio', { name: `${ambiguous.chosen.description} (${ambiguous.chosen.id})` }).check();
  await useIt.click();
  await expect(question).toBeHidden();

  const parse = page.getByRole('dialog', { name: 'Parse NADA equipment' });
  await expect(parse).toContainText(`NADA equipment: ${ambiguous.chosen.description}`);
  await parse.getByRole('button', { name: 'Save features' }).click();
  await expect(page.getByText('Features updated!', { exact: true })).toBeVisible();
  await expect(parse).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: heading() })).toHaveText(heading());
  await expect(item(installedList(page), ambiguous.name)).toContainText(`NADA: ${ambiguous.chosen.description}`);
  await expect(item(possibleList(page), ambiguous.name)).toHaveCount(0);
  await expect(item(possibleList(page), toUninstall.name)).toBeVisible();
  await expect(item(installedList(page), toUninstall.name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save feature changes' })).toBeDisabled();

  const saved = (await getVehicle(api, first.token, vehicle.stockid)).features;
  expect(saved.installedPossibleFeatures).toContainEqual(
    expect.objectContaining({
      possibleFeatureId: ambiguous.id,
      nadaEquipments: [expect.objectContaining({ id: ambiguous.chosen.id })],
    }),
  );
  expect(saved.features.map((f) => f.featureId)).not.toContain(toUninstall.id);
});

test('an SEO title over 60 characters is refused with a message, by the page and by the server', async () => {
  const before = await getVehicle(api, first.token, vehicle.stockid);
  const title = page.getByRole('textbox', { name: 'SEO title' });
  const tooLong = 'Certified pre-owned, full service history, two keys'.padEnd(61, '*');
  await title.fill(tooLong);
  await expect(page.getByText('61 / 60: at most 60 characters', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some texts are longer than allowed. Shorten them to save.' }),
  ).toBeVisible();
  await expect(title).toHaveValue(tooLong);

  // Shortened to the limit, it saves; the version went up once, so the refused click saved nothing.
  const fits = tooLong.slice(0, 60);
  await title.fill(fits);
  await expect(page.getByText('60 / 60', { exact: true })).toBeVisible();
  await expect(page.getByTestId('seo-preview')).toContainText(fits);
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('Vehicle saved', { exact: true })).toBeVisible();
  const after = await getVehicle(api, first.token, vehicle.stockid);
  expect(after.seo.title).toBe(fits);
  expect(after.version).toBe(before.version + 1);

  // The server enforces the same limit on its own.
  const res = await api.put(`/v1/vehicles/${vehicle.stockid}`, {
    headers: { authorization: `Bearer ${first.token}` },
    data: { version: after.version, seo: { title: tooLong } },
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain('At most 60 characters');
  expect((await getVehicle(api, first.token, vehicle.stockid)).seo.title).toBe(fits);
});

test('when two admins edit the same vehicle, the second save gets the conflict message and keeps what was typed', async ({
  browser,
}) => {
  const other = await signedInPage(browser, second);
  try {
    await openDetail(page);
    await openDetail(other);

    const firstDescription = 'One owner, low miles and a clean history report.';
    await page.getByRole('textbox', { name: 'SEO title' }).fill('Low miles, one owner: the first admin wrote this');
    await page.getByRole('textbox', { name: 'SEO description' }).fill(firstDescription);
    await page.getByRole('button', { name: 'Save vehicle' }).click();
    await expect(page.getByText('Vehicle saved', { exact: true })).toBeVisible();

    const theirTitle = 'Ready for a road trip: the second admin wrote this';
    const theirH1 = `${vehicle.make} ${vehicle.model} in stock now`;
    await other.getByRole('textbox', { name: 'SEO title' }).fill(theirTitle);
    await other.getByRole('textbox', { name: 'H1' }).fill(theirH1);
    await other.getByRole('button', { name: 'Save vehicle' }).click();
    const conflict = other.getByRole('alert').filter({ hasText: 'changed by someone else' });
    await expect(conflict).toBeVisible();
    await expect(other.getByText('Vehicle saved', { exact: true })).toHaveCount(0);
    await expect(other.getByRole('textbox', { name: 'SEO title' })).toHaveValue(theirTitle);
    await expect(other.getByRole('textbox', { name: 'H1' })).toHaveValue(theirH1);
    expect((await getVehicle(api, second.token, vehicle.stockid)).seo.title).toBe(
      'Low miles, one owner: the first admin wrote this',
    );

    // Reloading shows what the first admin saved and keeps the typed input, which then saves.
    await conflict.getByRole('button', { name: 'Reload the vehicle' }).click();
    await expect(conflict).toBeHidden();
    await expect(other.getByRole('textbox', { name: 'SEO description' })).toHaveValue(firstDescription);
    await expect(other.getByRole('textbox', { name: 'SEO title' })).toHaveValue(theirTitle);
    await expect(other.getByRole('textbox', { name: 'H1' })).toHaveValue(theirH1);
    await other.getByRole('button', { name: 'Save vehicle' }).click();
    await expect(other.getByText('Vehicle saved', { exact: true })).toBeVisible();
    const saved = await getVehicle(api, second.token, vehicle.stockid);
    expect(saved.seo.title).toBe(theirTitle);
    expect(saved.seoTags.h1).toBe(theirH1);
    expect(saved.seo.description).toBe(firstDescription);
  } finally {
    await other.context().close();
  }
});

test('leaving a vehicle with unsaved input asks first: staying keeps the input, leaving drops it', async () => {
  const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await openDetail(page);
  const savedH2 = (await getVehicle(api, first.token, vehicle.stockid)).seoTags.h2;
  const h2 = page.getByRole('textbox', { name: 'H2' });
  await h2.fill('Typed, never saved');

  // Inside the console the app asks (never the browser's own box); Keep editing keeps the page and what was typed.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the cars list' }).click();
  await expect(question).toBeVisible();
  await expect(question.getByText(UNSAVED)).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/vehicle\?id=/);
  await expect(h2).toHaveValue('Typed, never saved');

  // Reloading the tab gets the browser's own question.
  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(h2).toHaveValue('Typed, never saved');

  // The typed text taken back, an unsaved feature move alone asks too; Discard leaves.
  await h2.fill(savedH2);
  await installedList(page)
    .getByRole('button', { name: /^Move .* to possible$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Cars list' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/cars-list$/);
  expect((await getVehicle(api, first.token, vehicle.stockid)).seoTags.h2).toBe(savedH2);

  // Saved, nothing asks.
  await openDetail(page);
  await h2.fill('Saved before leaving');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('Vehicle saved', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the cars list' }).click();
  await expect(page).toHaveURL(/\/admin\/cars-list$/);
  expect(asked).toEqual(['beforeunload']);
  page.removeAllListeners('dialog');
});

test("after a deploy has replaced the console's chunks, opening a vehicle reloads into the new build instead of failing", async ({
  browser,
}) => {
  const p = await signedInPage(browser, second);
  // The detail page's chunk as a deploy leaves it for a tab opened before: gone from the server. Once: the
  // reloaded page names the chunk of the build it was given.
  let asked = 0;
  await p.route(/\/admin\/assets\/VehicleDetailPage-[\w-]+\.js$/, async (route) => {
    asked++;
    if (asked === 1)
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
    else await route.continue();
  });
  await p.locator('tbody tr.RaDataTable-row').first().locator('td.column-VIN').click();
  await expect(p).toHaveURL(/\/admin\/vehicle\?id=/);
  await expect(p.getByRole('link', { name: 'Back to the cars list' })).toBeVisible();
  await expect(p.getByText('Something went wrong')).toHaveCount(0);
  expect(asked).toBe(2);
  await p.context().close();
});

test('a vehicle opened from its address (an open-in-new-tab link) is shown, its data asked for once', async ({
  browser,
}) => {
  const p = await signedInPage(browser, second);
  const asked: string[] = [];
  p.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/v1/vehicles/${vehicle.stockid}`)
      asked.push(request.url());
  });
  await p.goto(`/admin/vehicle?id=${encodeURIComponent(vehicle.stockid)}`);
  await expect(p.getByRole('heading', { level: 2, name: heading() })).toBeVisible();
  await expect(installedList(p)).toBeVisible();
  expect(asked).toHaveLength(1);
  await p.context().close();
});
