import { expect, test, type Browser, type Page } from '@playwright/test';
import { openAdmins, setPasswordThroughLink, signIn } from './support/pages.ts';
import { startProduct, type Product } from './support/startProduct.ts';

const FIRST = { email: 'admin@example.com', password: 'correct horse battery staple' };
const SECOND = { email: 'second.admin@example.com', password: 'another long passphrase here' };
const TOKEN_KEY = 'admin-console.token';

test.describe.configure({ mode: 'serial' });

/** A product of this spec's own, as on a fresh machine: nobody has used its first-start link yet. */
let product: Product;
let firstPage: Page;
let secondPage: Page;

test.beforeAll(async () => {
  // A second product beside the shared one, both syncing their sandbox inventory as they start: on a busy machine
  // that takes longer than a test's minute.
  test.setTimeout(150_000);
  product = await startProduct();
});
test.afterAll(async () => {
  await product?.stop();
});

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: product.baseUrl });
  return context.newPage();
}

test('the first-start link sets the first password, then the admin signs in', async ({ browser }) => {
  firstPage = await newPage(browser);
  const dialog = await setPasswordThroughLink(firstPage, product.firstStartLink(), FIRST.password);
  await expect(dialog.getByText('Your password is set. You can sign in now.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await signIn(firstPage, FIRST.email, FIRST.password);
  await expect(firstPage.getByText('Successfull login')).toBeVisible();
  await expect(firstPage).toHaveURL(/\/admin\/cars-list$/);
  // With the sandbox DMS the first start synced the inventory by itself: vehicles, not an empty table. The sync
  // may still be running when the admin arrives; the list reloads itself when it ends.
  await expect(firstPage.locator('tbody tr.RaDataTable-row')).toHaveCount(20, { timeout: 120_000 });
  await expect(firstPage.getByText('1-20 of 300', { exact: true })).toBeVisible();
  await expect(firstPage.getByText('No Vehicle data was found')).toHaveCount(0);
  await expect(firstPage.getByText(/has not been synced yet/)).toHaveCount(0);
});

test("a wrong password shows the spec's text", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/admin/login');
  await signIn(page, FIRST.email, 'not my password at all');
  await expect(page.getByText('Incorrect Login or Password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.context().close();
});

test('a used invitation link is refused', async ({ browser }) => {
  const page = await newPage(browser);
  const dialog = await setPasswordThroughLink(page, product.firstStartLink(), 'yet another fine passphrase');
  await expect(dialog.getByText(/already been used/)).toBeVisible();
  await page.context().close();
});

test('an unknown path lands on /admin/cars-list, also one under a screen', async () => {
  const unknown = [
    '/admin/no-such-screen',
    '/admin/admins/123',
    '/admin/admins/create',
    '/admin/webrotate360/xyz',
    '/admin/vehicles',
    '/admin/vehicles/abc',
  ];
  for (const path of unknown) {
    await firstPage.goto(path);
    await expect(firstPage, path).toHaveURL(/\/admin\/cars-list$/);
  }
  // The screens themselves still open.
  await firstPage.goto('/admin/admins');
  await expect(firstPage.getByRole('button', { name: 'Add admin' })).toBeVisible();
  await expect(firstPage).toHaveURL(/\/admin\/admins$/);
});

test('the first admin invites a second, who sets a password from the mailed link and signs in', async ({ browser }) => {
  await openAdmins(firstPage);
  await firstPage.getByRole('button', { name: 'Add admin' }).click();
  const add = firstPage.getByRole('dialog', { name: 'Add admin' });
  await add.getByRole('textbox', { name: 'Email' }).fill('not an email');
  await add.getByRole('button', { name: 'Send invitation' }).click();
  await expect(add.getByText('Please enter a valid email address')).toBeVisible();
  await add.getByRole('textbox', { name: 'Email' }).fill(SECOND.email);
  await add.getByRole('button', { name: 'Send invitation' }).click();
  await expect(firstPage.getByText('Data added successfully')).toBeVisible();
  const row = firstPage.getByRole('row', { name: new RegExp(SECOND.email) });
  await expect(row).toContainText('Invited');
  // The list excludes the signed-in admin.
  await expect(firstPage.getByRole('cell', { name: FIRST.email, exact: true })).toHaveCount(0);

  secondPage = await newPage(browser);
  const dialog = await setPasswordThroughLink(secondPage, product.lastMailedLink(SECOND.email), SECOND.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await signIn(secondPage, SECOND.email, SECOND.password);
  await expect(secondPage).toHaveURL(/\/admin\/cars-list$/);
  await openAdmins(secondPage);
  await expect(secondPage.getByRole('cell', { name: FIRST.email, exact: true })).toBeVisible();
  await expect(secondPage.getByRole('cell', { name: SECOND.email, exact: true })).toHaveCount(0);
});

test("the first admin deletes the second after confirming (a stray Enter cancels); the second's token is rejected", async () => {
  const secondToken = await secondPage.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
  expect(secondToken).toBeTruthy();
  await firstPage.reload();
  const row = firstPage.getByRole('row', { name: new RegExp(SECOND.email) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Delete' }).click();
  const question = firstPage.getByRole('dialog', { name: `Delete admin ${SECOND.email}` });
  // Cancel has the focus: a stray Enter keeps the admin.
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await firstPage.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(firstPage.getByText('Data deleted successfully')).toBeVisible();
  await expect(firstPage.getByRole('row', { name: new RegExp(SECOND.email) })).toHaveCount(0);

  const res = await secondPage.request.get('/v1/auth/profile', { headers: { authorization: `Bearer ${secondToken}` } });
  expect(res.status()).toBe(401);
  // The second admin's console notices on its next request and returns to the sign-in page.
  await secondPage.reload();
  await expect(secondPage).toHaveURL(/\/admin\/login/);
  expect(await secondPage.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
});

test('logout clears the browser storage and the token stops working; the other tabs go to sign-in at once', async () => {
  const token = await firstPage.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
  const otherTab = await firstPage.context().newPage();
  await otherTab.goto('/admin/admins');
  await expect(otherTab.getByRole('button', { name: 'Add admin' })).toBeVisible();
  await firstPage.getByRole('button', { name: 'Profile' }).click();
  await firstPage.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(firstPage).toHaveURL(/\/admin\/login/);
  // Without touching the other tab: it notices through the storage event, not on its next request.
  await expect(otherTab.getByText('Your session has ended, please reconnect.')).toBeVisible();
  await expect(otherTab).toHaveURL(/\/admin\/login/);
  await otherTab.close();
  const storage = await firstPage.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
  expect(storage).toEqual({ local: 0, session: 0 });
  const res = await firstPage.request.get('/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test('"Forgot password?" mails a reset link that sets a new password', async () => {
  await firstPage.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = firstPage.getByRole('dialog', { name: 'Forgot password?' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(FIRST.email);
  const linkNow = () => {
    try {
      return product.lastMailedLink(FIRST.email);
    } catch {
      return null; // nothing mailed to this address yet
    }
  };
  const before = linkNow();
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText(/a link to set a new password has been sent/)).toBeVisible();
  // The server answers first and mails after, so the answer's time tells nothing about the address.
  await expect.poll(linkNow).not.toBe(before);
  const newPassword = 'a fresh passphrase after reset';
  const set = await setPasswordThroughLink(firstPage, linkNow()!, newPassword);
  await set.getByRole('button', { name: 'Sign in' }).click();
  await signIn(firstPage, FIRST.email, newPassword);
  await expect(firstPage).toHaveURL(/\/admin\/cars-list$/);
});

test('on a narrow screen the sidebar is a drawer toggled on the right', async () => {
  await firstPage.setViewportSize({ width: 600, height: 800 });
  await expect(firstPage.getByRole('menuitem', { name: 'Admins' })).toBeHidden();
  await firstPage.getByRole('button', { name: 'Open menu' }).click();
  const item = firstPage.getByRole('menuitem', { name: 'Admins' });
  await expect(item).toBeVisible();
  const box = await item.boundingBox();
  expect(box!.x).toBeGreaterThan(600 / 3);
  await item.click();
  await expect(firstPage).toHaveURL(/\/admin\/admins/);
});

test('the Admins screen never scrolls sideways, even with a 70-character email; every action stays reachable', async () => {
  const longEmail = 'firstname.middlename.lastname.department.team.qa@subsidiary.example.com';
  expect(longEmail.length).toBeGreaterThanOrEqual(70);
  await firstPage.setViewportSize({ width: 1280, height: 800 });
  await firstPage.goto('/admin/admins');
  await firstPage.getByRole('button', { name: 'Add admin' }).click();
  const add = firstPage.getByRole('dialog', { name: 'Add admin' });
  await add.getByRole('textbox', { name: 'Email' }).fill(longEmail);
  await add.getByRole('button', { name: 'Send invitation' }).click();
  await expect(add).toBeHidden();

  for (const { width, height } of [
    { width: 1280, height: 800 },
    { width: 1000, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await firstPage.setViewportSize({ width, height });
    const row = firstPage.getByRole('row').filter({ hasText: longEmail });
    // The whole address is there, wrapped rather than cut.
    await expect(row.getByRole('cell').first(), `${width} px`).toHaveText(longEmail);
    await expect(firstPage.getByRole('button', { name: 'Add admin' }), `${width} px`).toBeInViewport({ ratio: 1 });
    const pageWidth = await firstPage.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
    const reset = row.getByRole('button', { name: 'Send reset link' });
    const remove = row.getByRole('button', { name: 'Delete' });
    // On one line, as tall as "Delete" (one word), not the three lines it wrapped onto (phones show icons only).
    expect((await reset.boundingBox())?.height, `Send reset link at ${width} px`).toBe(
      (await remove.boundingBox())?.height,
    );
    for (const action of [reset, remove]) {
      await action.scrollIntoViewIfNeeded();
      await expect(action, `${width} px`).toBeInViewport({ ratio: 1 });
    }
    expect(await firstPage.evaluate(() => window.scrollX), `${width} px`).toBe(0);
  }
});
