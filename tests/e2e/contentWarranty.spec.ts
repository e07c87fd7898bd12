import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import {
  chooseCropAndUpload,
  contentSession,
  expectRatio,
  findDocuments,
  imageInput,
  photoJpeg,
  runTag,
  storedFileSize,
  toast,
  type StoredImage,
} from './support/content.ts';
import { firstOf } from '../support/nth.ts';

// Two busy cores crop, upload and re-encode large photos while the page runs: allow time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;

const tag = runTag();
const title = `Five-year powertrain cover ${tag}`;
const renamed = `Seven-year powertrain cover ${tag}`;

const titleInput = () => page.getByRole('textbox', { name: 'Title', exact: true });
const row = (text: string) => page.getByRole('row', { name: new RegExp(text) });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.warranty@example.com'));
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('a warranty image added with its desktop and mobile pictures is listed with both', async () => {
  test.setTimeout(120_000);
  await page.goto('/admin/warranty');
  await page.getByRole('link', { name: 'Add warranty image' }).click();
  await expect(page).toHaveURL(/\/admin\/warranty\/create$/);

  await titleInput().fill(title);
  await page.getByRole('switch', { name: 'Visible' }).check();
  await chooseCropAndUpload(
    page,
    imageInput(page, 'Desktop image'),
    await photoJpeg('warranty-wide.jpg', 2400, 1600, 21),
    'Warranty seal over an engine bay',
  );
  await chooseCropAndUpload(
    page,
    imageInput(page, 'Mobile image'),
    await photoJpeg('warranty-narrow.jpg', 2000, 1600, 22),
    'Warranty seal',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data added successfully')).toBeVisible();

  await expect(page).toHaveURL(/\/admin\/warranty$/);
  await expect(row(title).getByRole('img', { name: 'Warranty seal over an engine bay' })).toBeVisible();
  await expect(row(title).getByRole('img', { name: 'Warranty seal', exact: true })).toBeVisible();

  const [saved] = firstOf(await findDocuments(api, admin.token, '/warranty', title), 1);
  expectRatio(await storedFileSize((saved.img as StoredImage).src!), 16 / 2.64);
  expectRatio(await storedFileSize((saved.mobileImg as StoredImage).src!), 3.8375);
});

test('a warranty image renamed in its form keeps the new title after a reload and in the table', async () => {
  await page.goto('/admin/warranty');
  await row(title).getByRole('cell', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/warranty\/[^/]+$/);
  await expect(titleInput()).toHaveValue(title);
  await titleInput().fill(renamed);
  const save = page.getByRole('button', { name: 'Save' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Success!')).toBeVisible();
  // The admin stays on the form after saving, the focus on Save (nothing left to save: it says so, and does nothing).
  await expect(page.getByRole('heading', { name: `Warranty image "${renamed}"` })).toBeVisible();
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toBeFocused();

  await page.reload();
  await expect(titleInput()).toHaveValue(renamed);
  await expect(imageInput(page, 'Desktop image').getByRole('textbox', { name: 'Alt text' })).toHaveValue(
    'Warranty seal over an engine bay',
  );
  await page.getByRole('link', { name: 'Warranty images' }).click();
  await expect(row(renamed)).toBeVisible();
  await expect(row(title)).toHaveCount(0);
});

test("on a phone the edit page's title is shown whole, on two lines, not cut", async () => {
  await page.goto('/admin/warranty');
  await row(renamed).getByRole('cell', { name: renamed, exact: true }).click();
  const heading = page.getByRole('heading', { level: 1, name: `Warranty image "${renamed}"` });
  await expect(heading).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    // Nothing of it overflows its two lines (a single line cut it after about 30 characters).
    await expect
      .poll(() => heading.evaluate((h) => h.scrollWidth <= h.clientWidth + 1 && h.scrollHeight <= h.clientHeight + 1))
      .toBe(true);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test("on a phone each row's Edit and Delete stay on screen beside the pictures", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto('/admin/warranty');
    const edit = row(renamed).getByRole('link', { name: `Edit ${renamed}` });
    const remove = row(renamed).getByRole('button', { name: `Delete ${renamed}` });
    for (const [name, button] of [
      ['Edit', edit],
      ['Delete', remove],
    ] as const) {
      await expect(button).toBeVisible();
      // Inside the 390 px screen, and the topmost element at its centre: the pictures scroll under it.
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
      await expect
        .poll(() =>
          button.evaluate((b) => {
            const r = b.getBoundingClientRect();
            return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
          }),
        )
        .toBe(true);
    }
    // Their column's heading stays above them, not another column's scrolled under it.
    const heading = page.getByRole('columnheader', { name: 'Actions' });
    const headingBox = await heading.boundingBox();
    const editBox = await edit.boundingBox();
    expect(headingBox && editBox && headingBox.x + headingBox.width <= 390, 'Actions heading on screen').toBe(true);
    expect(headingBox && editBox && headingBox.x <= editBox.x, 'Actions heading above Edit').toBe(true);
    expect(
      await heading.evaluate((h) => {
        const r = h.getBoundingClientRect();
        return h.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      }),
      'Actions heading not covered by the headings that scroll',
    ).toBe(true);
    await edit.click();
    await expect(titleInput()).toHaveValue(renamed);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('a warranty image is deleted after a confirmation naming it', async () => {
  await page.goto('/admin/warranty');
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const question = page.getByRole('dialog', { name: `Delete warranty image "${renamed}"?` });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted')).toBeVisible();
  await expect(row(renamed)).toHaveCount(0);
  expect(await findDocuments(api, admin.token, '/warranty', renamed)).toEqual([]);
});
