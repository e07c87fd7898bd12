import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import { contentSession, createDocument, getDocument, runTag, toast } from './support/content.ts';
import { nth } from '../support/nth.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;

const tag = runTag();
const titles = [`Three-year cover ${tag}`, `Four-year cover ${tag}`, `Five-year cover ${tag}`];

const titleInput = () => page.getByRole('textbox', { name: 'Title', exact: true });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.history@example.com'));
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('an older version chosen in the History is restored as a new version, and the form shows it', async () => {
  const item = await createDocument(api, admin.token, '/warranty', { title: titles[0] });
  await page.goto(`/admin/warranty/${item.id}`);
  await expect(titleInput()).toHaveValue(nth(titles, 0));
  for (const [edit, title] of titles.slice(1).entries()) {
    await titleInput().fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Success!').first()).toBeVisible();
    // The form stays open: the next edit starts from the version this save made.
    await expect
      .poll(async () => (await getDocument(api, admin.token, '/warranty', item.id)).version)
      .toBe(item.version + edit + 1);
  }

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const versions = page.getByRole('list', { name: 'Versions, newest first' });
  await expect(versions.getByRole('button', { name: /^Version \d+ · / })).toHaveCount(3);
  await expect(versions.getByRole('button', { name: /^Version 3 · edited/ })).toContainText('current');
  await expect(versions.getByRole('button', { name: /^Version 1 · created/ })).toBeVisible();
  // A version's changes, field by field, against the one before.
  await versions.getByRole('button', { name: /^Version 2 · edited/ }).click();
  const changes = page.getByRole('table', { name: 'Version 2 compared with version 1' });
  await expect(changes.getByRole('row', { name: new RegExp(`Title ${titles[0]} ${titles[1]}`) })).toBeVisible();

  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  const question = page.getByRole('dialog', { name: 'Restore version 1?' });
  await question.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Version 1 restored as version 4')).toBeVisible();
  await expect(question).toBeHidden();
  await expect(titleInput()).toHaveValue(nth(titles, 0));
  const restored = versions.getByRole('button', { name: /^Version 4 · restored from version 1/ });
  await expect(restored).toContainText('current');
  await expect(versions.getByRole('button', { name: /^Version \d+ · / })).toHaveCount(4);
  expect(await getDocument(api, admin.token, '/warranty', item.id)).toMatchObject({ title: titles[0], version: 4 });

  // The restored version is the one a further save builds on: no conflict.
  await titleInput().fill(`${titles[0]} (renewed)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(versions.getByRole('button', { name: /^Version 5 · edited/ })).toBeVisible();
});
