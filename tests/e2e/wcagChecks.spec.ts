import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAdmins, ensureInventory, type Credentials } from './support/api.ts';
import { signIn } from './support/pages.ts';
import { baseUrl } from './support/product.ts';
import { firstOf } from '../support/nth.ts';

test.describe.configure({ mode: 'serial' });

let admin: Credentials;
let page: Page;

/**
 * WCAG 2.1 A and AA rules, as axe-core checks them, over the whole page.
 */
async function violations(p: Page) {
  // Colours are judged as shown: a dialog still fading in would be measured half transparent.
  await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  [admin] = firstOf(await createAdmins('accessibility@example.com'), 1);
  await ensureInventory(admin.token);
  const context = await browser.newContext({ baseURL: baseUrl() });
  page = await context.newPage();
});

test.afterAll(async () => {
  await page?.context().close();
});

test('the sign-in page passes the WCAG 2.1 AA checks', async () => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the cars list, a vehicle, its pins dialog, the 360 assets and the admins pass the WCAG 2.1 AA checks', async () => {
  await signIn(page, admin.email, admin.password);
  await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.locator('tbody tr.RaDataTable-row td.column-make').first().click();
  await expect(page.getByRole('button', { name: 'Save vehicle' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page
    .getByRole('button', { name: / in the damage map$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('menuitem', { name: '360 assets' }).click();
  await expect(page.getByRole('columnheader', { name: 'Stock ID' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('menuitem', { name: 'Admins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Admins/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
