import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import {
  chooseCropAndUpload,
  contentSession,
  createDocument,
  expectRatio,
  findDocuments,
  imageInput,
  photoJpeg,
  publicContent,
  runTag,
  storedFileSize,
  toast,
  uploadedImage,
  type StoredImage,
} from './support/content.ts';
import { nth, firstOf } from '../support/nth.ts';

// Two busy cores crop, upload and re-encode large photos while the page runs: allow time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;

const tag = runTag();

const settings = () => page.getByRole('region', { name: 'Hero carousel settings' });
const heroImages = () => page.getByRole('region', { name: 'Hero images' });
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const heroRow = (title: string) => heroImages().getByRole('row', { name: new RegExp(title) });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.hero@example.com'));
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('a new slide speed is saved and kept after a reload', async () => {
  await page.goto('/admin/hero-images');
  const speed = settings().getByRole('spinbutton', { name: 'Slide speed' });
  await expect(speed).not.toHaveValue('');
  // Another value than the one stored, whatever an earlier run left (100 to 5000 ms).
  const before = Number(await speed.inputValue());
  const next = before >= 4000 ? 450 : before + 250;
  await speed.fill(String(next));
  await settings().getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();

  await page.reload();
  await expect(settings().getByRole('spinbutton', { name: 'Slide speed' })).toHaveValue(String(next));
  const carousel = await fetch(new URL('/v1/public/hero-carousel-setting', page.url()));
  expect(await carousel.json()).toMatchObject({ sliderSpeed: next });
});

test('a hero image added with its desktop and mobile pictures is listed and published at their ratios', async () => {
  test.setTimeout(120_000);
  const title = `Summer drive ${tag}`;
  await page.goto('/admin/hero-images');
  await heroImages().getByRole('link', { name: 'Add hero image' }).click();
  await expect(page).toHaveURL(/\/admin\/hero\/create$/);

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Low rates on every SUV until August.');
  await page.getByRole('textbox', { name: 'Link path', exact: true }).fill('/cars-list?body=suv');
  await page.getByRole('switch', { name: 'Visible' }).check();
  const desktop = await chooseCropAndUpload(
    page,
    imageInput(page, 'Desktop image'),
    await photoJpeg('coast-road.jpg', 2400, 1600, 11),
    'An SUV on a coast road',
  );
  const mobile = await chooseCropAndUpload(
    page,
    imageInput(page, 'Mobile image'),
    await photoJpeg('coast-road-square.jpg', 1600, 1600, 12),
    'The SUV close up',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data added successfully')).toBeVisible();

  await expect(page).toHaveURL(/\/admin\/hero-images$/);
  const row = heroRow(title);
  await expect(row).toContainText('Live');
  await expect(row.getByRole('img', { name: 'An SUV on a coast road' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'The SUV close up' })).toBeVisible();

  const [saved] = firstOf(await findDocuments(api, admin.token, '/hero', title), 1);
  const shown = (
    await publicContent<{ _id: string; title: string; img: StoredImage; mobileImg: StoredImage }>('/hero')
  ).find((h) => h._id === saved.id);
  expect(shown).toMatchObject({
    title,
    img: { ...desktop, alt: 'An SUV on a coast road' },
    mobileImg: { ...mobile, alt: 'The SUV close up' },
  });
  expectRatio(await storedFileSize(shown!.img.src!), 16 / 4.98);
  expectRatio(await storedFileSize(shown!.mobileImg.mobileSrc!), 1);
});

test('a hero image is deleted only after a confirmation naming it', async () => {
  const title = `Winter tyres ${tag}`;
  const doomed = await createDocument(api, admin.token, '/hero', { title, visible: false });
  await page.goto('/admin/hero-images');
  const row = heroRow(title);
  await row.getByRole('button', { name: `Delete ${title}` }).click();

  const question = page.getByRole('dialog', { name: `Delete hero image "${title}"?` });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await findDocuments(api, admin.token, '/hero', title)).toEqual([]);
  const gone = await api.get(`/v1/hero/${doomed.id}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(gone.status()).toBe(404);
});

test('hero images are put in a new order with the keyboard, and the server keeps it', async () => {
  const titles = ['Alpha', 'Beta', 'Gamma'].map((name) => `Order ${name} ${tag}`);
  for (const title of titles) await createDocument(api, admin.token, '/hero', { title, visible: false });
  const shownTitles = async () =>
    (await heroImages().getByRole('row').allTextContents()).flatMap((row) => titles.filter((t) => row.includes(t)));
  await page.goto('/admin/hero-images');
  await expect(heroRow(nth(titles, 2))).toBeVisible();
  expect(await shownTitles()).toEqual(titles);

  // Space picks the row up by its handle, an arrow moves it one place (announced), Space drops it and saves.
  const handle = heroImages().getByRole('button', { name: `Move ${titles[2]}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`^Picked up ${titles[2]}, position \\d+ of \\d+\\.$`))).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(new RegExp(`^${titles[2]} moved to position \\d+ of \\d+\\.$`))).toBeAttached();
  await page.keyboard.press('Space');
  await expect(toast(page, 'The new order is saved')).toBeVisible();
  await expect.poll(shownTitles).toEqual([titles[0], titles[2], titles[1]]);

  await page.reload();
  await expect(heroRow(nth(titles, 2))).toBeVisible();
  expect(await shownTitles()).toEqual([titles[0], titles[2], titles[1]]);

  // A handle's tip stays in its own row: below it, the tip covered the handle of the row underneath.
  await heroImages()
    .getByRole('button', { name: `Move ${titles[0]}` })
    .hover();
  const tip = page.getByRole('tooltip').filter({ hasText: `Move ${titles[0]}` });
  await expect(tip).toBeVisible();
  const tipBox = await tip.boundingBox();
  const nextHandle = await heroImages()
    .getByRole('button', { name: `Move ${titles[2]}` })
    .boundingBox();
  expect(tipBox && nextHandle && overlaps(tipBox, nextHandle), 'the tip covers the next handle').toBe(false);
  await page.mouse.move(0, 0);

  expect(
    (await findDocuments(api, admin.token, '/hero', `Order`))
      .map((d) => d.title)
      .filter((t) => titles.includes(String(t))),
  ).toEqual([titles[0], titles[2], titles[1]]);
});

test('the home page edits the hero the public site shows first, and its save reaches the public site', async () => {
  // The hero shown first is whichever visible one comes first in display order; when there is none yet, one of this spec's own.
  let primary = await api.get('/v1/hero/primary', { headers: { authorization: `Bearer ${admin.token}` } });
  if (primary.status() === 404) {
    const img = await uploadedImage(
      api,
      admin.token,
      await photoJpeg('wide.jpg', 1600, 498, 41),
      'home-images',
      'A showroom at night',
    );
    const mobileImg = await uploadedImage(
      api,
      admin.token,
      await photoJpeg('square.jpg', 800, 800, 42),
      'home-images',
      'A showroom door',
      'mobileSrc',
    );
    await createDocument(api, admin.token, '/hero', { title: `Open late ${tag}`, img, mobileImg, visible: true });
    primary = await api.get('/v1/hero/primary', { headers: { authorization: `Bearer ${admin.token}` } });
  }
  expect(primary.status()).toBe(200);
  const shownFirst = (await primary.json()) as { id: string; title: string };

  await page.goto('/admin/home-page');
  const section = page.getByRole('region', { name: 'Hero promo' });
  await expect(section.getByText('The hero image the public site shows first.', { exact: false })).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(shownFirst.title);
  const text = `Open every day until 9 pm (${tag})`;
  await section.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Hero promo' }).getByRole('textbox', { name: 'Text', exact: true }),
  ).toHaveValue(text);
  const [first] = await publicContent<{ _id: string; text: string }>('/hero');
  expect(first).toMatchObject({ _id: shownFirst.id, text });
});
