import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import {
  chooseCropAndUpload,
  contentSession,
  createDocument,
  imageInput,
  photoJpeg,
  publicContent,
  runTag,
  toast,
  uploadedImage,
} from './support/content.ts';
import { baseUrl } from './support/product.ts';
import { seriousViolations } from './support/axe.ts';

// Two busy cores crop, upload and re-encode photos while the page runs: allow time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;

const tag = runTag();
const question = `Can I trade in? ${tag}`;
const renamed = `How do trade-ins work ${tag}`;

// Add and Edit open the form over the list, in add mode or update mode (spec §4).
const addForm = () => page.getByRole('dialog', { name: 'Add an FAQ entry' });
const entries = () => page.getByRole('region', { name: 'FAQ entries' }).getByRole('table');
const entry = (title: string) => entries().getByRole('row').filter({ hasText: title });
const openAddForm = async () => {
  await page.getByRole('button', { name: 'Add an FAQ entry' }).click();
  await expect(addForm()).toBeVisible();
};

const publicJson = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${baseUrl()}/v1/public${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.faqseo@example.com'));
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('a 36-character FAQ title is refused with its limit, and nothing is sent', async () => {
  await page.goto('/admin/faq');
  await openAddForm();
  const title = addForm().getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('x'.repeat(36));
  await expect(addForm().getByText('36 / 35')).toBeVisible();
  const colour = addForm().getByRole('textbox', { name: 'Text colour' });
  await colour.fill('#12');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/faq-list')) posted = true;
  });
  // The server's rules run in the browser on Save: the limit and the bad colour are said, nothing is sent.
  await addForm().getByRole('button', { name: 'Save' }).click();
  await expect(addForm().getByText('At most 35 characters')).toBeVisible();
  await expect(addForm().locator('.ra-input-textColor .Mui-error').first()).toBeVisible();
  expect(posted).toBe(false);
  await colour.fill('');
  await expect(addForm().locator('.ra-input-textColor .Mui-error')).toHaveCount(0);
  await title.fill('x'.repeat(35));
  await expect(addForm().getByText('35 / 35')).toBeVisible();
  await expect(addForm().getByText('At most 35 characters')).toBeHidden();
  await addForm().getByRole('button', { name: 'Cancel' }).click();
  await expect(addForm()).toBeHidden();
});

test('an FAQ entry is added with its colour and 16:9 image, then edited in update mode', async () => {
  test.setTimeout(120_000);
  await page.goto('/admin/faq');
  await openAddForm();
  await addForm().getByRole('textbox', { name: 'Title', exact: true }).fill(question);
  await addForm().getByRole('textbox', { name: 'Text colour' }).fill('#ffffff');
  await chooseCropAndUpload(
    page,
    imageInput(addForm(), 'Image'),
    await photoJpeg('family-van.jpg', 1920, 1080, 41),
    'A family loading a van',
  );
  await addForm().getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data added successfully')).toBeVisible();
  await expect(addForm()).toBeHidden();
  await expect(entry(question)).toBeVisible();
  await expect(entry(question).getByRole('img', { name: 'A family loading a van' })).toBeVisible();

  await entry(question)
    .getByRole('button', { name: `Edit ${question}` })
    .click();
  const updateForm = page.getByRole('dialog', { name: `Update the FAQ entry "${question}"` });
  const title = updateForm.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(question);
  await expect(title).toBeFocused();
  await title.fill(renamed);
  await updateForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(updateForm).toBeHidden();
  await expect(entry(renamed)).toBeVisible();
});

test('the active switch publishes and withdraws an FAQ entry at once', async () => {
  await page.goto('/admin/faq');
  const active = entry(renamed).getByRole('switch', { name: `${renamed} active` });
  await expect(active).not.toBeChecked();
  expect((await publicContent<{ title: string }>('/faq')).map((x) => x.title)).not.toContain(renamed);
  // Pessimistic: the switch moves once the server has saved.
  await active.click();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(active).toBeChecked();
  const shown = await publicContent<{ title: string; textColor: string }>('/faq');
  expect(shown.find((x) => x.title === renamed)).toMatchObject({ textColor: '#ffffff' });
  await active.click();
  await expect(active).not.toBeChecked();
  await expect
    .poll(async () => (await publicContent<{ title: string }>('/faq')).map((x) => x.title))
    .not.toContain(renamed);
});

test('FAQ entries reorder with the keyboard, and the public site gets the new order', async () => {
  const img = await uploadedImage(
    api,
    admin.token,
    await photoJpeg('car-key.jpg', 1600, 900, 43),
    'faq',
    'A car key on a desk',
  );
  const titles = [`First ${tag}`, `Second ${tag}`];
  for (const title of titles) await createDocument(api, admin.token, '/faq-list', { title, img, active: true });
  const publicOrder = async () =>
    (await publicContent<{ title: string }>('/faq')).map((x) => x.title).filter((t) => titles.includes(t));
  expect(await publicOrder()).toEqual(titles);

  await page.goto('/admin/faq');
  // Space picks the entry up by its handle, an arrow moves it one place, Space drops it.
  const handle = entries().getByRole('button', { name: `Move Second ${tag}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`^Picked up Second ${tag}, position \\d+ of \\d+\\.$`))).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(new RegExp(`^Second ${tag} moved to position \\d+ of \\d+\\.$`))).toBeAttached();
  await page.keyboard.press('Space');
  await expect(toast(page, 'The new order is saved')).toBeVisible();
  await expect.poll(publicOrder).toEqual([`Second ${tag}`, `First ${tag}`]);
});

test('FAQ entries are searched, and the selected ones shown in one bulk action, each entry without an image refused by name', async () => {
  const img = await uploadedImage(
    api,
    admin.token,
    await photoJpeg('road-map.jpg', 1600, 900, 44),
    'faq',
    'A road map on a dashboard',
  );
  const pictured = `Bulk ${tag} pictured`;
  const bare = `Bulk ${tag} bare`;
  await createDocument(api, admin.token, '/faq-list', { title: pictured, img, active: false });
  await createDocument(api, admin.token, '/faq-list', { title: bare, active: false });

  await page.goto('/admin/faq');
  await page.getByRole('textbox', { name: 'Search' }).fill(pictured);
  await expect(entry(pictured)).toBeVisible();
  await expect(entry(bare)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search' }).fill(`Bulk ${tag}`);
  await expect(entry(bare)).toBeVisible();
  await expect(entries().getByRole('row')).toHaveCount(3);

  await entries().getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Not everything was done' });
  await expect(summary.getByText('Show: 1 of 2 done.')).toBeVisible();
  await expect(summary.getByText(new RegExp(`^${bare}: `))).toBeVisible();
  await summary.getByRole('button', { name: 'Close' }).click();
  // The keyboard goes on from the table, not from the top of the page (the bar that held Show has collapsed).
  await expect(entries().getByRole('checkbox', { name: 'Select all' })).toBeFocused();
  await expect(entry(pictured).getByRole('switch', { name: `${pictured} active` })).toBeChecked();
  await expect(entry(bare).getByRole('switch', { name: `${bare} active` })).not.toBeChecked();
  const shown = (await publicContent<{ title: string }>('/faq')).map((x) => x.title);
  expect(shown).toContain(pictured);
  expect(shown).not.toContain(bare);
  // The list keeps its search when staff come back to it: clear it for the screens after.
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(entry(renamed)).toBeVisible();
});

/** The row of one finance pin: its page ('Buy') and its number. */
const pinRow = (pageName: string, number: number) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: pageName, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: String(number), exact: true }) });
const pinDialog = () => page.getByRole('dialog', { name: 'Edit the finance info pin' });

test('a finance pin’s description is edited in its dialog and kept after a reload', async () => {
  await page.goto('/admin/finance-info-pins');
  const text = `Down payment: paid when you sign (${tag}).`;
  await pinRow('Buy', 2)
    .getByRole('button', { name: /^Edit / })
    .click();
  // The locked Page and Number say why in readable text (axe: no contrast failure in the dialog).
  await expect(
    pinDialog().getByText('Set when the finance info pin was created: it cannot be changed.').first(),
  ).toBeVisible();
  expect(await seriousViolations(page), 'finance pin dialog').toEqual([]);
  await pinDialog().getByRole('textbox', { name: 'Description' }).fill(text);
  await pinDialog().getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(pinDialog()).toBeHidden();
  await page.reload();
  await expect(pinRow('Buy', 2)).toContainText(text);
  const pins = await publicContent<{ _id: string; description: string }>('/finance-pins');
  expect(pins.find((p) => p._id === 'buy-2')?.description).toBe(text);
});

test('closing a finance pin with a changed, unsaved text asks first: staying keeps the text, discarding closes', async () => {
  await page.goto('/admin/finance-info-pins');
  await pinRow('Buy', 3)
    .getByRole('button', { name: /^Edit / })
    .click();
  const pin = pinDialog().getByRole('textbox', { name: 'Description' });
  await expect(pin).not.toHaveValue('');
  const typed = `${await pin.inputValue()} (unsaved ${tag})`;
  await pin.fill(typed);
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(pin).toHaveValue(typed);

  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(pinDialog()).toBeHidden();
  await expect(pinRow('Buy', 3)).not.toContainText(`unsaved ${tag}`);
});

test('the trade-in page’s SEO is edited with live counters and a preview, and served by page name', async () => {
  // The record is read by its page name, URL-encoded (spec §2).
  const read = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/v1/seo/trade%20in',
  );
  await page.goto('/admin/trade-in');
  expect((await read).status()).toBe(200);
  const section = page.getByRole('region', { name: 'SEO of the trade-in page' });
  const title = section.getByRole('textbox', { name: 'Meta Title' });
  const metaTitle = `Trade in your car ${tag}`;
  await title.fill(metaTitle);
  await expect(section.getByText(`${metaTitle.length} / 60`)).toBeVisible();
  await section.getByRole('textbox', { name: 'H1 tag' }).fill('h'.repeat(81));
  await expect(section.getByText('At most 80 characters')).toBeVisible();
  await section.getByRole('textbox', { name: 'H1 tag' }).fill('Trade in your car');
  await section.getByRole('textbox', { name: 'Meta Description' }).fill('An offer for your car in minutes.');
  await expect(section.getByTestId('seo-preview')).toContainText(metaTitle);
  await expect(section.getByTestId('seo-preview')).toContainText('trade-in');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/v1/seo/trade%20in',
  );
  await section.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, 'Success!')).toBeVisible();
  const record = await publicJson<{ metaTitle: string; seoTags: { h1: string } }>('/seo/trade%20in');
  expect(record).toMatchObject({ metaTitle, seoTags: { h1: 'Trade in your car' } });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'SEO of the trade-in page' }).getByRole('textbox', { name: 'Meta Title' }),
  ).toHaveValue(metaTitle);
});

test('the FAQ, finance pins and trade-in screens have no serious or critical axe violation', async () => {
  const screens = [
    { path: '/admin/faq', ready: () => entry(renamed) },
    { path: '/admin/finance-info-pins', ready: () => pinRow('Buy', 1) },
    {
      path: '/admin/trade-in',
      ready: () =>
        page.getByRole('region', { name: 'SEO of the trade-in page' }).getByRole('textbox', { name: 'Meta Title' }),
    },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready()).toBeVisible();
    expect(await seriousViolations(page), screen.path).toEqual([]);
  }
});
