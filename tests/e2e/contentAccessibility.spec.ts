import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import {
  contentSession,
  createDocument,
  imageInput,
  photoJpeg,
  runTag,
  uploadedImage,
  type ContentDocument,
} from './support/content.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;

const tag = runTag();
/** A banner and a warranty image of this spec's own, with their pictures, so the forms show every part of the image input. */
let banner: ContentDocument;
let warrantyItem: ContentDocument;

/**
 * WCAG 2.1 A and AA rules, as axe-core checks them, over the whole page; the serious and critical ones (the
 * issue's bar). Lesser findings are kept as annotations of the test.
 */
async function seriousViolations(p: Page) {
  // Colours are judged as shown: a dialog still fading in would be measured half transparent. The crop frame's
  // 'marching ants' run for ever, and move no colour axe measures.
  await p.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const result = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const describe = (v: (typeof result.violations)[number]) =>
    `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
  for (const v of result.violations.filter((x) => x.impact !== 'serious' && x.impact !== 'critical')) {
    test.info().annotations.push({ type: 'axe', description: `${new URL(p.url()).pathname}: ${describe(v)}` });
  }
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describe);
}

/** Every screen of issue 16, each with something that shows it has loaded. */
const screens = () => [
  {
    path: '/admin/home-page',
    ready: () => page.getByRole('region', { name: 'Promo banners' }).getByRole('row').nth(1),
  },
  {
    path: `/admin/promo/${banner.id}`,
    ready: () => imageInput(page, 'Image').getByRole('textbox', { name: 'Alt text' }),
  },
  {
    path: '/admin/hero-images',
    ready: () =>
      page.getByRole('region', { name: 'Hero carousel settings' }).getByRole('spinbutton', { name: 'Slide speed' }),
  },
  {
    path: '/admin/hero/create',
    ready: () => imageInput(page, 'Mobile image').getByRole('button', { name: 'Choose or drop an image' }),
  },
  { path: '/admin/warranty', ready: () => page.getByRole('row', { name: new RegExp(`Extended cover ${tag}`) }) },
  {
    path: `/admin/warranty/${warrantyItem.id}`,
    ready: () => imageInput(page, 'Mobile image').getByRole('textbox', { name: 'Alt text' }),
  },
  { path: '/admin/menu-items', ready: () => page.getByRole('row', { name: new RegExp(`Test drive ${tag}`) }) },
];

async function open(screen: ReturnType<typeof screens>[number]) {
  await page.goto(screen.path);
  await expect(screen.ready()).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.accessibility@example.com'));
  const bannerImage = await uploadedImage(
    api,
    admin.token,
    await photoJpeg('banner.jpg', 1600, 1000, 31),
    'home-images',
    'Cars lined up in the showroom',
  );
  banner = await createDocument(api, admin.token, '/promo', {
    title: `Showroom days ${tag}`,
    text: 'Every weekend in May.',
    img: bannerImage,
    visible: true,
  });
  const wide = await uploadedImage(
    api,
    admin.token,
    await photoJpeg('warranty.jpg', 1600, 264, 32),
    'warranty',
    'Warranty badge on a bonnet',
  );
  const narrow = await uploadedImage(
    api,
    admin.token,
    await photoJpeg('warranty-m.jpg', 1535, 400, 33),
    'warranty',
    'Warranty badge',
  );
  warrantyItem = await createDocument(api, admin.token, '/warranty', {
    title: `Extended cover ${tag}`,
    img: wide,
    mobileImg: narrow,
    visible: true,
  });
  await createDocument(api, admin.token, '/menuItems', { title: `Test drive ${tag}`, linkPath: '/test-drive' });
  // Rows on the hero images and the ride-share home screens, for the phone checks of their row controls.
  for (const name of ['Open late', 'Spring sale'])
    await createDocument(api, admin.token, '/hero', { title: `${name} ${tag}`, visible: false });
  // Enough home items that the lower ones can be scrolled to where a floating button sits.
  const img = await uploadedImage(
    api,
    admin.token,
    await photoJpeg('home.jpg', 1600, 498, 36),
    'home-images',
    'A driver at the wheel',
  );
  for (let n = 1; n <= 10; n++)
    await createDocument(api, admin.token, '/ride-share-home', { title: `Home item ${n} ${tag}`, img, visible: true });
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('every content screen passes the WCAG 2.1 AA checks', async () => {
  test.setTimeout(120_000);
  for (const screen of screens()) {
    await open(screen);
    expect(await seriousViolations(page), screen.path).toEqual([]);
  }
});

test('the warranty form with its History open, the menu item dialog and the crop dialog pass the WCAG 2.1 AA checks', async () => {
  await page.goto(`/admin/warranty/${warrantyItem.id}`);
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Versions, newest first' })).toBeVisible();
  expect(await seriousViolations(page), 'history').toEqual([]);

  await page.goto('/admin/menu-items');
  await page.getByRole('button', { name: 'Add menu item' }).click();
  await expect(page.getByRole('dialog', { name: 'Add menu item' })).toBeVisible();
  expect(await seriousViolations(page), 'add menu item dialog').toEqual([]);

  await page.goto('/admin/hero/create');
  const chooser = page.waitForEvent('filechooser');
  await imageInput(page, 'Desktop image').getByRole('button', { name: 'Choose or drop an image' }).click();
  await (await chooser).setFiles(await photoJpeg('crop.jpg', 1200, 800, 34));
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  await expect(crop.getByText(/^Will be uploaded at \d+ × \d+ px$/)).toBeVisible();
  expect(await seriousViolations(page), 'crop dialog').toEqual([]);
  await crop.getByRole('button', { name: 'Cancel' }).click();
  await expect(crop).toBeHidden();
});

test('on a 390 px phone no content screen scrolls sideways', async () => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  for (const screen of screens()) {
    await open(screen);
    expect(await overflow(), screen.path).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: 'Add menu item' }).click();
  await expect(page.getByRole('dialog', { name: 'Add menu item' })).toBeVisible();
  expect(await overflow(), 'add menu item dialog').toBeLessThanOrEqual(0);

  await page.goto('/admin/hero/create');
  const chooser = page.waitForEvent('filechooser');
  await imageInput(page, 'Desktop image').getByRole('button', { name: 'Choose or drop an image' }).click();
  await (await chooser).setFiles(await photoJpeg('crop.jpg', 1200, 800, 35));
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  await expect(crop.getByText(/^Will be uploaded at \d+ × \d+ px$/)).toBeVisible();
  expect(await overflow(), 'crop dialog').toBeLessThanOrEqual(0);
  // The whole picture and the dialog's buttons are within the screen's width.
  for (const part of [
    crop.getByRole('img', { name: 'The image to crop' }),
    crop.getByRole('button', { name: 'Crop and upload' }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});

test('on a 390 px phone the History under an edit form can be reached above the pinned Save toolbar', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [`/admin/promo/${banner.id}`, `/admin/warranty/${warrantyItem.id}`]) {
    await page.goto(path);
    const history = page.getByRole('button', { name: 'History', exact: true });
    await expect(history).toBeVisible();
    // As far down as the page goes: the History button must then be where a tap lands on it.
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const tapped = await history.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit && !button.contains(hit) ? `covered by ${hit.className}` : 'reachable';
    });
    expect(tapped, path).toBe('reachable');
    await history.click();
    await expect(page.getByRole('list', { name: 'Versions, newest first' })).toBeVisible();
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0);
  }
});

test('on a 390 px phone no Add button floats over the rows of the hero images and the ride-share home items', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Where a tap lands on a row's control, when the row is where react-admin's floating Add sat (bottom right).
  const reachable = (control: Locator) =>
    control.evaluate((el) => {
      // Into view across the table's own scroll, then 88 px above the screen's bottom edge.
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      // The page scrolls in react-admin's layout, not the window.
      let scroller: Element | null = el.parentElement;
      while (
        scroller &&
        !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))
      )
        scroller = scroller.parentElement;
      const box = el.getBoundingClientRect();
      (scroller ?? document.scrollingElement!).scrollBy({
        top: box.top + box.height / 2 - (window.innerHeight - 88),
        behavior: 'instant',
      });
      const now = el.getBoundingClientRect();
      const x = now.x + now.width / 2;
      const y = now.y + now.height / 2;
      if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight) return 'off screen';
      const hit = document.elementFromPoint(x, y);
      return hit && el.contains(hit)
        ? 'reachable'
        : `covered by ${hit?.closest('a, button')?.getAttribute('aria-label') ?? hit?.className}`;
    });
  for (const { path, region } of [
    { path: '/admin/hero-images', region: 'Hero images' },
    { path: '/admin/rideshare-home', region: 'Home items' },
  ]) {
    await page.goto(path);
    const rows = page.getByRole('region', { name: region }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    for (const row of (await rows.all()).slice(1)) {
      for (const control of [
        row.getByRole('link', { name: /^Edit / }),
        row.getByRole('button', { name: /^Delete / }),
      ]) {
        expect(await reachable(control), `${path}: ${await control.getAttribute('aria-label')}`).toBe('reachable');
      }
    }
    // And at the very bottom of the page, where the last row may end up.
    const last = rows.last().getByRole('button', { name: /^Delete / });
    const tapped = await last.evaluate((el) => {
      for (let up: Element | null = el; up; up = up.parentElement) up.scrollTop = up.scrollHeight;
      document.scrollingElement!.scrollTop = document.scrollingElement!.scrollHeight;
      const box = el.getBoundingClientRect();
      if (box.bottom < 0) return 'above';
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit && !el.contains(hit) ? 'covered' : 'reachable';
    });
    expect(tapped, path).not.toBe('covered');
  }
});
