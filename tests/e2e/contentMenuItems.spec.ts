import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import { contentSession, createDocument, publicContent, runTag, toast } from './support/content.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;

const tag = runTag();
const title = `Finance ${tag}`;
const renamed = `Car finance ${tag}`;

const row = (text: string) => page.getByRole('row', { name: new RegExp(text) });
const publicMenu = () => publicContent<{ _id: string; title: string; linkPath: string }>('/menuItems');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.menu@example.com'));
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('a menu item added in its dialog is listed and reaches the public menu', async () => {
  await page.goto('/admin/menu-items');
  await page.getByRole('button', { name: 'Add menu item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add menu item' });
  // The first field takes the focus.
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Link path' }).fill('/finance');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(title)).toContainText('/finance');

  await expect
    .poll(async () => (await publicMenu()).find((m) => m.title === title))
    .toMatchObject({ title, linkPath: '/finance' });
});

test('a second menu item with the same title in other letters is refused, and the dialog keeps the input', async () => {
  await page.goto('/admin/menu-items');
  await page.getByRole('button', { name: 'Add menu item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add menu item' });
  const same = title.toUpperCase();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(same);
  await dialog.getByRole('textbox', { name: 'Link path' }).fill('/finance-again');
  // Enter in a field saves, as in any form.
  await dialog.getByRole('textbox', { name: 'Link path' }).press('Enter');
  await expect(dialog.getByText(`Data already exists with title - ${same}`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(same);
  await expect(dialog.getByRole('textbox', { name: 'Link path' })).toHaveValue('/finance-again');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(same)).toHaveCount(0);
  expect((await publicMenu()).filter((m) => m.title.toLowerCase() === title.toLowerCase())).toHaveLength(1);
});

test('a menu item edited in its dialog shows its new title and link, also to the public site, and the focus goes back to its Edit button', async () => {
  await page.goto('/admin/menu-items');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit menu item' });
  const titleInput = dialog.getByRole('textbox', { name: 'Title' });
  await expect(titleInput).toHaveValue(title);
  await titleInput.fill(renamed);
  await dialog.getByRole('textbox', { name: 'Link path' }).fill('/finance/apply');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(renamed)).toContainText('/finance/apply');
  await expect(row(`^${title}`)).toHaveCount(0);
  // A keyboard user goes on from the row they edited, not from the top of the page.
  await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();

  await page.reload();
  await expect(row(renamed)).toContainText('/finance/apply');
  const menu = await publicMenu();
  expect(menu.find((m) => m.title === renamed)).toMatchObject({ linkPath: '/finance/apply' });
  expect(menu.find((m) => m.title === title)).toBeUndefined();
});

test('menu items reorder with the keyboard, and the public menu follows', async () => {
  const [first, second] = [`Alpha ${tag}`, `Beta ${tag}`];
  for (const t of [first, second]) await createDocument(api, admin.token, '/menuItems', { title: t, linkPath: '/x' });
  const publicOrder = async () => (await publicMenu()).map((m) => m.title).filter((t) => t === first || t === second);
  expect(await publicOrder()).toEqual([first, second]);
  await page.goto('/admin/menu-items');

  // Space picks the item up by its handle, an arrow moves it one place, Space drops it; each step is announced.
  const handle = page.getByRole('button', { name: `Move ${second}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`^Picked up ${second}, position \\d+ of \\d+\\.$`))).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(new RegExp(`^${second} moved to position \\d+ of \\d+\\.$`))).toBeAttached();
  await page.keyboard.press('Space');
  await expect(toast(page, 'The new order is saved')).toBeVisible();
  await expect.poll(publicOrder).toEqual([second, first]);
  await page.reload();
  const rows = page.getByRole('row').filter({ hasText: new RegExp(`(Alpha|Beta) ${tag}`) });
  await expect(rows.first()).toContainText(second);
});

test('a menu item is deleted after a confirmation and leaves the public menu', async () => {
  await page.goto('/admin/menu-items');
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const question = page.getByRole('dialog', { name: `Delete menu item "${renamed}"?` });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Data deleted successfully')).toBeVisible();
  await expect(row(renamed)).toHaveCount(0);
  expect((await publicMenu()).find((m) => m.title === renamed)).toBeUndefined();
});
