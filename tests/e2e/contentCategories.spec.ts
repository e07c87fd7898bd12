import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import { contentSession, publicContent, runTag, toast } from './support/content.ts';
import { seriousViolations } from './support/axe.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;

const tag = runTag();
const comfort = `Roomy midsize cars for longer rides (${tag}).`;
const petite = `Small outside, quick off the line (${tag}).`;
const petiteEdited = `Small, quick and easy to park (${tag}).`;

type Description = { _id: string; category: string; description: string };
const rideshareNamed = async (category: string) =>
  (
    await api.get(`/v1/category/${encodeURIComponent(category)}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json() as Promise<Description & { version: number }>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.categories@example.com'));
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('a rideshare description is edited in its dialog and reaches the public site; an empty one is refused', async () => {
  await page.goto('/admin/categories');
  await expect(page.getByRole('button', { name: 'Rideshare category' })).toHaveAttribute('aria-pressed', 'true');
  const radios = page.getByRole('radiogroup');
  await expect(radios.getByRole('radio')).toHaveCount(5);
  // Each category carries its vehicle counts (beyond the spec).
  await expect(radios.getByText(/^\d+ vehicles?/).first()).toBeVisible();
  await radios.getByRole('radio', { name: /^UBER COMFORT/ }).check();
  await expect(page.getByRole('heading', { name: 'Description of UBER COMFORT' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Rideshare Description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Rideshare Description' });
  await expect(dialog.getByRole('textbox', { name: 'Category' })).toHaveValue('UBER COMFORT');
  await expect(dialog.getByRole('textbox', { name: 'Category' })).toHaveAttribute('readonly', '');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(comfort);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /^(Success!|Data added successfully)$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(comfort, { exact: true })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await publicContent<Description>('/rideshare-categories')).find((d) => d.category === 'UBER COMFORT')
          ?.description,
    )
    .toBe(comfort);
  const saved = await rideshareNamed('UBER COMFORT');

  // An empty description: the message under the field, nothing sent, nothing saved.
  await page.getByRole('button', { name: 'Edit Rideshare Description' }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Description is required', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(comfort, { exact: true })).toBeVisible();
  expect(await rideshareNamed('UBER COMFORT')).toMatchObject({ version: saved.version, description: comfort });
  expect(await seriousViolations(page)).toEqual([]);
});

test('after a stale save, their description loaded in the dialog is what the screen shows and saves from', async () => {
  const theirs = `Room for five and their bags (${tag}).`;
  const mine = `Mine, typed over an old version (${tag}).`;
  await page.goto('/admin/categories');
  await page
    .getByRole('radiogroup')
    .getByRole('radio', { name: /^UBER COMFORT/ })
    .check();
  await expect(page.getByRole('heading', { name: 'Description of UBER COMFORT' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Edit Rideshare Description' });
  await page.getByRole('button', { name: 'Edit Rideshare Description' }).click();
  // The focus starts in the one field to type in (the category above it is read-only).
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
  // Another admin saves meanwhile.
  const stored = await rideshareNamed('UBER COMFORT');
  const res = await api.post('/v1/category/addCategory', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      categoryData: { category: 'UBER COMFORT', description: theirs, highestCategory: false, version: stored.version },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await dialog.getByRole('textbox', { name: 'Description' }).fill(mine);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Load their version' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(theirs);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(theirs, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Rideshare Description' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(theirs);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(mine);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /^(Success!|Data added successfully)$/)).toBeVisible();
  await expect(page.getByText(mine, { exact: true })).toBeVisible();
});

test("the rideshare dialog's History restores an older description, which the dialog and the screen then show", async () => {
  const stored = await rideshareNamed('UBER COMFORT');
  const revisions = (await (
    await api.get(`/v1/content/rideshareCategories/${encodeURIComponent(stored._id)}/revisions`, {
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json()) as { data: Array<{ version: number; data: { description?: string } }> };
  const older = revisions.data.find((r) => r.data.description === comfort);
  expect(older, 'the first test saved this description').toBeDefined();
  await page.goto('/admin/categories');
  await page
    .getByRole('radiogroup')
    .getByRole('radio', { name: /^UBER COMFORT/ })
    .check();
  await page.getByRole('button', { name: 'Edit Rideshare Description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Rideshare Description' });
  await dialog.getByRole('button', { name: 'History', exact: true }).click();
  const versions = dialog.getByRole('list', { name: 'Versions, newest first' });
  await expect(versions.getByRole('button', { name: new RegExp(`^Version ${stored.version} · `) })).toContainText(
    'current',
  );
  await versions.getByRole('button', { name: `Restore version ${older!.version}` }).click();
  await page
    .getByRole('dialog', { name: `Restore version ${older!.version}?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(toast(page, `Version ${older!.version} restored as version ${stored.version + 1}`)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(comfort);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(comfort, { exact: true })).toBeVisible();
  expect(await rideshareNamed('UBER COMFORT')).toMatchObject({ version: stored.version + 1, description: comfort });
});

test('on a phone each rideshare category keeps its counts under its name, beside the radio', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto('/admin/categories');
    const option = page
      .getByRole('radiogroup')
      .locator('label')
      .filter({ hasText: /^UBER X\d/ });
    const radio = (await option.getByRole('radio').locator('..').boundingBox())!;
    const name = (await option.getByText('UBER X', { exact: true }).boundingBox())!;
    const counts = (await option.getByText(/^\d+ vehicles? · /).boundingBox())!;
    expect(Math.abs(counts.x - name.x)).toBeLessThan(2);
    expect(counts.x).toBeGreaterThanOrEqual(radio.x + radio.width - 1);
    // The radio sits level with the name it chooses.
    expect(Math.abs(radio.y + radio.height / 2 - (name.y + name.height / 2))).toBeLessThan(4);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('a lifestyle description is added for the chosen category, edited and deleted', async () => {
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'LifeStyle category' }).click();
  await page.getByRole('combobox', { name: 'LifeStyle category' }).click();
  await expect(page.getByRole('option')).toHaveCount(11);
  await page.getByRole('option', { name: /^Petite & Powerful/ }).click();
  await expect(page.getByRole('heading', { name: 'Descriptions of Petite & Powerful' })).toBeVisible();

  await page.getByRole('button', { name: 'Add LifeStyle Description' }).click();
  const add = page.getByRole('dialog', { name: 'Add LifeStyle Description' });
  await expect(add.getByRole('textbox', { name: 'Category' })).toHaveValue('Petite & Powerful');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Description is required', { exact: true })).toBeVisible();
  await add.getByRole('textbox', { name: 'Description' }).fill(petite);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data added successfully')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(tag) });
  await expect(row).toContainText('Petite & Powerful');
  await expect(row).toContainText(petite);
  await expect
    .poll(async () =>
      (await publicContent<Description>('/lifestyle-categories')).some(
        (d) => d.description === petite && d.category === 'Petite & Powerful',
      ),
    )
    .toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Edit: the category is shown, not editable.
  await row.getByRole('button', { name: /^Edit description/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit LifeStyle Description' });
  await expect(edit.getByRole('textbox', { name: 'Category' })).toHaveAttribute('readonly', '');
  await edit.getByRole('textbox', { name: 'Description' }).fill(petiteEdited);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(row).toContainText(petiteEdited);

  // Delete asks first, Cancel focused.
  await row.getByRole('button', { name: /^Delete description/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this description of Petite & Powerful?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Data deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(0);
});

test("a failed category call shows its message in the console's own alert dialog", async () => {
  const message = 'The lifestyle service is down';
  await page.route('**/v1/lifeStyle/Spacious', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message }) }),
  );
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'LifeStyle category' }).click();
  await page.getByRole('combobox', { name: 'LifeStyle category' }).click();
  await page.getByRole('option', { name: /^Spacious/ }).click();
  const alert = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await page.unroute('**/v1/lifeStyle/Spacious');
});

test("a rideshare description that failed to load says why and loads on 'Try again'", async () => {
  const message = 'The category service is down';
  await page.route('**/v1/category/UBER%20SUV', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message }) }),
  );
  await page.goto('/admin/categories');
  // The screen reopens on the tab last used (the lifestyle one, above).
  await page.getByRole('button', { name: 'Rideshare category' }).click();
  await page
    .getByRole('radiogroup')
    .getByRole('radio', { name: /^UBER SUV/ })
    .check();
  const alert = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await alert.getByRole('button', { name: 'OK' }).click();
  const card = page.getByRole('region', { name: 'Description of UBER SUV' });
  await expect(card.getByRole('alert')).toContainText(message);
  await expect(card.getByRole('button', { name: 'Edit Rideshare Description' })).toBeDisabled();
  await page.unroute('**/v1/category/UBER%20SUV');
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Edit Rideshare Description' })).toBeEnabled();
});
