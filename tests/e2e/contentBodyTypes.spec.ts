import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ensureInventory, syncStatus, type Credentials } from './support/api.ts';
import { contentSession, runTag, toast } from './support/content.ts';
import { dataDir } from './support/product.ts';
import { mailsTo } from '../support/mails.ts';
import { seriousViolations } from './support/axe.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;
const tag = runTag();
const bearer = () => ({ authorization: `Bearer ${admin.token}` });

const card = (name: string) => page.getByRole('region', { name, exact: true });
const available = () => page.getByRole('region', { name: 'Available values' });
const assignedValues = (c: Locator) => c.getByRole('list', { name: 'Assigned values' }).getByRole('listitem');

/** Opens the card's "add a value" choice and picks the first value offered; returns that value. */
async function addFirstValue(name: string, by: 'keyboard' | 'mouse'): Promise<string> {
  const select = card(name).getByRole('combobox', { name: `Add a value to ${name}` });
  if (by === 'keyboard') {
    await select.focus();
    await page.keyboard.press('ArrowDown');
  } else {
    await select.click();
  }
  const option = page.getByRole('listbox').getByRole('option').first();
  const label = (await option.textContent()) ?? '';
  if (by === 'keyboard') await page.keyboard.press('Enter');
  else await option.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  return label.replace(/ \(\d+\)$/, '');
}

test.beforeAll(async ({ browser }) => {
  ({ admin, api, page } = await contentSession(browser, `body-types-${tag}@example.com`));
  // The values come from the inventory: it needs a sync first.
  await ensureInventory(admin.token);
  // The cards are one list for the whole product: start from none.
  const current = (await (await api.get('/v1/body-types', { headers: bearer() })).json()) as { version: number };
  const reset = await api.post('/v1/body-types', { headers: bearer(), data: { cards: [], version: current.version } });
  expect(reset.status(), await reset.text()).toBe(200);
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('adds two cards, moves values both ways, deletes one whose values return, asks before Escape drops an edit, and Update cards keeps it all', async () => {
  await page.goto('/admin/type-setup');
  await expect(page.getByText('Click plus to add new body type cards')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add a body type card' });
  await add.click();
  await add.click();
  await expect(card('Title 1')).toBeVisible();
  await expect(card('Title 2')).toBeVisible();
  await expect(card('Title 1').getByText('No values yet: add some from the available list.')).toBeVisible();

  const first = await addFirstValue('Title 1', 'keyboard');
  const second = await addFirstValue('Title 1', 'mouse');
  await expect(assignedValues(card('Title 1'))).toHaveText([first, second]);
  await expect(available().getByText(first, { exact: true })).toBeHidden();
  // Back to the available list, by keyboard.
  await card('Title 1')
    .getByRole('button', { name: `Move ${second} back to the available values` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(assignedValues(card('Title 1'))).toHaveText([first]);
  await expect(available().getByText(second, { exact: true })).toBeVisible();

  const onSecond = [await addFirstValue('Title 2', 'mouse'), await addFirstValue('Title 2', 'mouse')];
  for (const v of onSecond) await expect(available().getByText(v, { exact: true })).toBeHidden();
  await card('Title 2').getByRole('button', { name: 'Delete Title 2' }).click();
  const question = page.getByRole('dialog', { name: 'Delete the card "Title 2"?' });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(card('Title 2')).toBeHidden();
  for (const v of onSecond) await expect(available().getByText(v, { exact: true })).toBeVisible();

  // The edit icon: campaign flag.
  await card('Title 1').getByRole('button', { name: 'Edit Title 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit body type card' });
  await expect(dialog.getByRole('textbox', { name: 'Displayed name' })).toHaveValue('Title 1');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('checkbox', { name: 'Campaign active' }).check();
  // Escape with a change asks first; Keep editing keeps the change.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(dialog.getByRole('checkbox', { name: 'Campaign active' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(card('Title 1').getByText('Campaign', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Update cards' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();

  await page.reload();
  await expect(card('Title 1')).toBeVisible();
  await expect(card('Title 2')).toBeHidden();
  await expect(assignedValues(card('Title 1'))).toHaveText([first]);
  await expect(card('Title 1').getByText('Campaign', { exact: true })).toBeVisible();
  for (const v of [second, ...onSecond]) await expect(available().getByText(v, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a threshold above a card’s count mails the notification address after a sync', async () => {
  const email = `stock-${tag}@example.com`;
  await page.goto('/admin/type-setup');
  const table = page.getByRole('region', { name: 'Inventory count' });
  await table.getByRole('textbox', { name: 'Notification email' }).fill('not an address');
  await table.getByRole('spinbutton', { name: 'Inventory threshold' }).fill('100000');
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByText('Enter a valid email address')).toBeVisible();
  // Checked in the console: no developer wording anywhere.
  await expect(page.getByText(/Request body is invalid/)).toHaveCount(0);
  await table.getByRole('textbox', { name: 'Notification email' }).fill(email);
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();

  const before = await syncStatus(api, admin.token);
  const start = await api.put('/v1/vehicles', { headers: bearer() });
  expect([202, 409]).toContain(start.status());
  await expect
    .poll(
      async () => {
        const now = await syncStatus(api, admin.token);
        return !now.lastUpdated.isInProgress && now.lastUpdated.lastFinishedAt !== before.lastUpdated.lastFinishedAt;
      },
      { timeout: 180_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  await expect
    .poll(() => mailsTo(path.join(dataDir(), 'outbox'), email).filter((m) => m.includes('Title 1')).length)
    .toBe(1);
  const mail = mailsTo(path.join(dataDir(), 'outbox'), email).find((m) => m.includes('Title 1')) ?? '';
  expect(mail).toContain('threshold of 100000');
  expect(mail).toContain('/admin/cars-list');
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a 390 px phone the screen and its inventory count fit the width, every field within it', async () => {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/type-setup');
  const email = page.getByRole('textbox', { name: 'Notification email' });
  await expect(email).toBeEditable();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const box = (await email.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  if (size) await page.setViewportSize(size);
});

test("a load failure shows 'Error ocurred', then a load-error state with nothing editable until Try again loads", async () => {
  await page.route('**/v1/body-types', (route) =>
    route.fulfill({ status: 503, json: { message: 'The database is not answering' } }),
  );
  await page.goto('/admin/type-setup');
  const dialog = page.getByRole('alertdialog', { name: 'Error ocurred' });
  await expect(dialog).toContainText('The database is not answering');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/The body type cards could not be loaded \(The database is not answering\)/),
  ).toBeVisible();
  await expect(page.getByText('No body type cards yet.')).toHaveCount(0);
  await expect(page.getByText('Every value is on a card.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a body type card' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update cards' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.unroute('**/v1/body-types');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Available values' })).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update cards' })).toBeEnabled();
});
