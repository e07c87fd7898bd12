import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contentSession, runTag, toast } from './support/content.ts';
import { baseUrl } from './support/product.ts';
import { E2E_PUBLIC_SITE_KEY } from './support/startProduct.ts';
import { seriousViolations } from './support/axe.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let page: Page;
const tag = runTag();

const region = (name: string) => page.getByRole('region', { name, exact: true });

/** What the public website's server sends (the test prepares referrals; the console only reads them). */
async function recordReferral(body: Record<string, unknown>) {
  const res = await fetch(`${baseUrl()}/v1/public/referrals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-public-site-key': E2E_PUBLIC_SITE_KEY },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ api, page } = await contentSession(browser, `content.settings.${tag}@example.com`));
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('each settings table is edited in place, saved on its own and kept after a reload', async () => {
  await page.goto('/admin/price-list');
  const prices = region('Price List');
  const lockDown = prices.getByRole('textbox', { name: 'Lock down ($)' });
  await expect(lockDown).not.toHaveValue('');
  const cents = String(10 + (Date.now() % 89)).padStart(2, '0');
  await lockDown.fill(`1,250.${cents}`);
  await prices.getByRole('textbox', { name: 'Down payment ($)' }).fill('99.5');
  await prices.getByRole('button', { name: 'Save Price List' }).click();
  await expect(toast(page, 'Price List saved')).toBeVisible();

  const discounts = region('Referral Discounts');
  await discounts.getByRole('textbox', { name: 'Sale discount ($)' }).fill('300');
  await discounts.getByRole('textbox', { name: 'Rent discount ($)' }).fill('25.25');
  await discounts.getByRole('button', { name: 'Save Referral Discounts' }).click();
  await expect(toast(page, 'Referral Discounts saved')).toBeVisible();

  const delivery = region('Delivery Settings');
  await delivery.getByRole('spinbutton', { name: 'Delivery miles' }).fill('250');
  await delivery.getByRole('spinbutton', { name: 'Delivery days' }).fill('4');
  await delivery.getByRole('textbox', { name: 'Delivery fee ($)' }).fill('79');
  await delivery.getByRole('button', { name: 'Save Delivery Settings' }).click();
  await expect(toast(page, 'Delivery Settings saved')).toBeVisible();

  const sync = region('VehicleSync Limit Settings');
  const limit = sync.getByRole('textbox', { name: 'Vehicle limit' });
  await expect(limit).toBeEnabled();
  const before = await limit.inputValue();
  // Above the sandbox's feed, so the other specs' syncs take every vehicle as before.
  await limit.fill('500000');
  await sync.getByRole('button', { name: 'Save VehicleSync Limit Settings' }).click();
  await expect(toast(page, 'VehicleSync Limit saved')).toBeVisible();

  await page.reload();
  await expect(region('Price List').getByRole('textbox', { name: 'Lock down ($)' })).toHaveValue(`1250.${cents}`);
  await expect(region('Price List').getByRole('textbox', { name: 'Down payment ($)' })).toHaveValue('99.50');
  await expect(region('Referral Discounts').getByRole('textbox', { name: 'Rent discount ($)' })).toHaveValue('25.25');
  await expect(region('Delivery Settings').getByRole('spinbutton', { name: 'Delivery miles' })).toHaveValue('250');
  await expect(region('Delivery Settings').getByRole('textbox', { name: 'Delivery fee ($)' })).toHaveValue('79.00');
  await expect(region('VehicleSync Limit Settings').getByRole('textbox', { name: 'Vehicle limit' })).toHaveValue(
    '500000',
  );

  // Put the sync limit back as it was.
  await region('VehicleSync Limit Settings').getByRole('textbox', { name: 'Vehicle limit' }).fill(before);
  await region('VehicleSync Limit Settings').getByRole('button', { name: 'Save VehicleSync Limit Settings' }).click();
  await expect(toast(page, 'VehicleSync Limit saved')).toBeVisible();
  const publicPrices = await (await fetch(`${baseUrl()}/v1/public/prices`)).json();
  expect(publicPrices).toMatchObject({ lockDown: `1250.${cents}`, downPayment: '99.50' });
});

test('a table that fails to load keeps its heading, names itself with the server message, and loads on Try again', async () => {
  await page.route('**/v1/delivery', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Boom' }) })
      : route.fallback(),
  );
  await page.goto('/admin/price-list');
  const delivery = region('Delivery Settings');
  await expect(delivery.getByText('The Delivery Settings could not be loaded: Boom')).toBeVisible();
  // The other tables load as usual.
  await expect(region('Price List').getByRole('textbox', { name: 'Lock down ($)' })).toBeVisible();

  await page.unrouteAll({ behavior: 'wait' });
  await delivery.getByRole('button', { name: 'Try again' }).click();
  await expect(delivery.getByRole('spinbutton', { name: 'Delivery miles' })).toHaveValue('250');
});

test("49 delivery miles are refused with the spec's message and nothing is saved; on a phone every field is within the screen", async () => {
  await page.goto('/admin/price-list');
  const delivery = region('Delivery Settings');
  const miles = delivery.getByRole('spinbutton', { name: 'Delivery miles' });
  await expect(miles).not.toHaveValue('');
  const stored = await miles.inputValue();
  await miles.fill('49');
  await delivery.getByRole('button', { name: 'Save Delivery Settings' }).click();
  await expect(delivery.getByText('Please set delivery miles in range of 100-10,000')).toBeVisible();
  const publicDelivery = await (await fetch(`${baseUrl()}/v1/public/delivery`)).json();
  expect(publicDelivery.deliveryMiles).toBe(Number(stored));
  expect(await seriousViolations(page), 'settings').toEqual([]);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(region('Delivery Settings')).toBeVisible();
  // One line per field on a phone: no table hides a field behind a sideways scroll.
  for (const name of ['Price List', 'Referral Discounts', 'Delivery Settings']) {
    const frame = region(name).locator('.MuiTableContainer-root');
    expect(await frame.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), name).toBe(true);
  }
  expect(await seriousViolations(page), 'settings on a phone').toEqual([]);
  if (size) await page.setViewportSize(size);
});

test('a partner added through the dialog shows its name and promo code read-only when edited', async () => {
  await page.goto('/admin/promotion');
  const partners = region('Our Partners');
  await partners.getByRole('button', { name: 'Add partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'New partner' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Partner ${tag}`);
  await dialog.getByRole('textbox', { name: 'Promo code' }).fill(`P${tag}`);
  await dialog.getByRole('textbox', { name: 'Promo link' }).fill('ftp://nope.example.com');
  await dialog.getByRole('textbox', { name: 'Contact number' }).fill('5551234567');
  await dialog.getByRole('textbox', { name: 'Rent weekly discount' }).fill('x'.repeat(21));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter an http(s) address, e.g. https://example.com/offer')).toBeVisible();
  await expect(dialog.getByText('At most 20 characters')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Promo link' })
    .fill(`https://partner-${tag}.example.com/offers/spring-sale-for-every-friend-you-refer`);
  await dialog.getByRole('textbox', { name: 'Rent weekly discount' }).fill('10% off 4 weeks');
  await expect(await seriousViolations(page), 'add partner dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Partner added')).toBeVisible();
  await expect(dialog).toBeHidden();

  await partners.getByRole('textbox', { name: 'Search Our Partners' }).fill(tag);
  const row = partners.getByRole('row', { name: new RegExp(`Partner ${tag}`) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Edit Partner ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit partner' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(`Partner ${tag}`);
  await expect(edit.getByRole('textbox', { name: 'Name' })).not.toBeEditable();
  await expect(edit.getByRole('textbox', { name: 'Promo code' })).not.toBeEditable();
  await edit.getByRole('textbox', { name: 'Rent weekly discount' }).fill('First week free');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Partner saved')).toBeVisible();
  await expect(row.getByText('First week free')).toBeVisible();

  // Beside the search, the Active filter (the declaration's boolean): the new partner is active.
  const active = partners.getByRole('combobox', { name: 'Active' });
  await active.click();
  await page.getByRole('listbox').getByRole('option', { name: 'No', exact: true }).click();
  await expect(partners.getByText(new RegExp(`Nothing matches “${tag}, Active: No”`))).toBeVisible();
  await active.click();
  await page.getByRole('listbox').getByRole('option', { name: 'Yes', exact: true }).click();
  await expect(row).toBeVisible();
  await active.click();
  // Any is the empty choice, named for what it does once a value is chosen.
  await page.getByRole('listbox').getByRole('option', { name: 'Clear value' }).click();
  await expect(row).toBeVisible();
});

test('referrers are paged five at a time and searched, with deal type, purchase and location shown as the spec says', async () => {
  for (let i = 0; i < 7; i += 1) {
    await recordReferral({
      promoCode: `p${tag}`,
      referralName: `Friend ${tag} ${i}`,
      dealType: i % 2 ? 'Online' : 'Offline',
      isPurchased: i === 0,
      source: `Showroom ${tag}`,
    });
  }
  await page.goto('/admin/promotion');
  const referrers = region('Referrers');
  // The search applies after a pause in typing: wait for its answer before paging.
  const searched = page.waitForResponse(
    (r) => r.url().includes('/v1/promotion/referrer') && decodeURIComponent(r.url()).includes(`Friend ${tag}`),
  );
  await referrers.getByRole('textbox', { name: 'Search Referrers' }).fill(`Friend ${tag}`);
  await searched;
  const rows = referrers.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(referrers.getByText(`1-5 of 7`)).toBeVisible();
  const first = referrers.getByRole('row', { name: new RegExp(`Friend ${tag} 0`) });
  await expect(first.getByRole('cell', { name: 'Physical' })).toBeVisible();
  await expect(first.getByRole('cell', { name: 'Yes' })).toBeVisible();
  await expect(referrers.getByRole('columnheader', { name: 'Location' })).toBeVisible();
  await referrers.getByRole('button', { name: 'Go to next page' }).click();
  await expect(rows).toHaveCount(2);
  await expect(referrers.getByText(`6-7 of 7`)).toBeVisible();
  const last = referrers.getByRole('row', { name: new RegExp(`Friend ${tag} 5`) });
  await expect(last.getByRole('cell', { name: 'Online' })).toBeVisible();
  await expect(last.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

  // Beside the search, the Purchased filter: one of the seven referrals was purchased.
  const purchased = referrers.getByRole('combobox', { name: 'Purchased' });
  await purchased.click();
  await page.getByRole('listbox').getByRole('option', { name: 'Yes', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(first).toBeVisible();
  await purchased.click();
  // Any is the empty choice, named for what it does once a value is chosen.
  await page.getByRole('listbox').getByRole('option', { name: 'Clear value' }).click();
  await expect(rows).toHaveCount(5);

  await referrers.getByRole('textbox', { name: 'Search Referrers' }).fill(`Friend ${tag} 3`);
  await expect(rows).toHaveCount(1);
  // A search that finds nothing says so, not that there are no referrals.
  await referrers.getByRole('textbox', { name: 'Search Referrers' }).fill(`Nobody ${tag}`);
  await expect(referrers.getByText(`Nothing matches “Nobody ${tag}”.`)).toBeVisible();
  await expect(referrers.getByText('No referrals yet. They arrive from the public website.')).toHaveCount(0);

  // The partner's row counts the referrals that came through its code, and how many were purchased.
  const partners = region('Our Partners');
  await partners.getByRole('textbox', { name: 'Search Our Partners' }).fill(tag);
  await expect(
    partners
      .getByRole('row', { name: new RegExp(`Partner ${tag}`) })
      .getByRole('cell', { name: '7 (1 purchased)', exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page), 'promotion').toEqual([]);
  // On a 1440 px screen every column of the partners table is shown, its Edit and Delete included.
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = page.getByRole('region', { name: 'Partners table' });
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  // On a phone the tables scroll sideways in frames a keyboard can scroll too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Referrers table' })).toBeVisible();
  expect(await seriousViolations(page), 'promotion on a phone').toEqual([]);
  // The partner's name keeps its words whole there ('Partner' on one line), while its long link may break.
  const nameCell = table.getByRole('cell', { name: `Partner ${tag}`, exact: true });
  const wordLines = await nameCell.evaluate((cell) => {
    const text = [...cell.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes('Partner'));
    if (!text) return -1;
    const range = document.createRange();
    range.setStart(text, text.textContent!.indexOf('Partner'));
    range.setEnd(text, text.textContent!.indexOf('Partner') + 'Partner'.length);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(wordLines).toBe(1);
  if (size) await page.setViewportSize(size);
});
