import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import { contentSession, createDocument, getDocument, runTag, toast } from './support/content.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
/** Two tabs of one browser, both signed in as the same admin. */
let first: Page;
let second: Page;

const tag = runTag();

const conflictDialog = (p: Page) => p.getByRole('dialog', { name: 'Someone else saved this item' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page: first } = await contentSession(browser, 'content.conflict@example.com'));
  second = await first.context().newPage();
});

test.afterAll(async () => {
  await first?.context().close();
  await api?.dispose();
});

test('saving a banner another tab has saved meanwhile asks first, keeps the typed input, and loads their version on request', async () => {
  const banner = await createDocument(api, admin.token, '/promo', { title: `Open weekend ${tag}` });
  for (const p of [first, second]) {
    await p.goto(`/admin/promo/${banner.id}`);
    await expect(p.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Open weekend ${tag}`);
  }

  await first.getByRole('textbox', { name: 'Title', exact: true }).fill(`Open weekend, Saturday ${tag}`);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(toast(first, 'Success!')).toBeVisible();

  const title = second.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill(`Open weekend, Sunday ${tag}`);
  await second.getByRole('button', { name: 'Save' }).click();
  const dialog = conflictDialog(second);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Their version: version ${banner.version + 1}, saved by ${admin.email}`);
  await expect(dialog).toContainText('Your input differs from theirs in: Title.');
  await dialog.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue(`Open weekend, Sunday ${tag}`);
  // The refused save changed nothing on the server.
  expect(await getDocument(api, admin.token, '/promo', banner.id)).toMatchObject({
    title: `Open weekend, Saturday ${tag}`,
    version: banner.version + 1,
  });

  // Saving again is refused again until their version is loaded.
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Load their version' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(second, 'Their version is loaded.')).toBeVisible();
  await expect(title).toHaveValue(`Open weekend, Saturday ${tag}`);

  // Their version loaded, the next save builds on it and goes through.
  await title.fill(`Open weekend, Saturday and Sunday ${tag}`);
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(toast(second, 'Success!')).toBeVisible();
  // The generic edit page stays on the banner after a save (the home page is one Back link away).
  await expect(second).toHaveURL(new RegExp(`/admin/promo/${banner.id}$`));
  expect(await getDocument(api, admin.token, '/promo', banner.id)).toMatchObject({
    title: `Open weekend, Saturday and Sunday ${tag}`,
    version: banner.version + 2,
  });
});

test('saving a menu item another tab has saved meanwhile asks first, keeps the typed input, and loads their version on request, in the dialog and its list row', async () => {
  const item = await createDocument(api, admin.token, '/menuItems', {
    title: `Sell your car ${tag}`,
    linkPath: '/sell',
  });
  const editDialog = (p: Page) => p.getByRole('dialog', { name: 'Edit menu item' });
  for (const p of [first, second]) {
    await p.goto('/admin/menu-items');
    await p.getByRole('button', { name: `Edit Sell your car ${tag}` }).click();
    await expect(editDialog(p).getByRole('textbox', { name: 'Link path' })).toHaveValue('/sell');
  }

  await editDialog(first).getByRole('textbox', { name: 'Link path' }).fill('/sell-your-car');
  await editDialog(first).getByRole('button', { name: 'Save' }).click();
  await expect(toast(first, 'Success!')).toBeVisible();
  await expect(editDialog(first)).toBeHidden();

  const linkPath = editDialog(second).getByRole('textbox', { name: 'Link path' });
  await linkPath.fill('/trade-in');
  await editDialog(second).getByRole('button', { name: 'Save' }).click();
  const dialog = conflictDialog(second);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(linkPath).toHaveValue('/trade-in');
  expect(await getDocument(api, admin.token, '/menuItems', item.id)).toMatchObject({ linkPath: '/sell-your-car' });

  await editDialog(second).getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Load their version' }).click();
  await expect(dialog).toBeHidden();
  await expect(linkPath).toHaveValue('/sell-your-car');
  // The list row behind the edit dialog shows their version too (behind the modal, so not by its role).
  await expect(second.locator('tr', { hasText: `Sell your car ${tag}` })).toContainText('/sell-your-car');

  // Their version loaded, the next save builds on it and goes through.
  await linkPath.fill('/sell-your-car/valuation');
  await editDialog(second).getByRole('button', { name: 'Save' }).click();
  await expect(toast(second, 'Success!')).toBeVisible();
  await expect(editDialog(second)).toBeHidden();
  await expect(second.getByRole('row', { name: new RegExp(`Sell your car ${tag}`) })).toContainText(
    '/sell-your-car/valuation',
  );
  expect(await getDocument(api, admin.token, '/menuItems', item.id)).toMatchObject({
    linkPath: '/sell-your-car/valuation',
    version: item.version + 2,
  });
});
