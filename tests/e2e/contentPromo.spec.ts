import { expect as baseExpect, test, type APIRequestContext, type CDPSession, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import {
  chooseCropAndUpload,
  contentSession,
  createDocument,
  expectRatio,
  imageInput,
  photoJpeg,
  publicContent,
  runTag,
  storedFileSize,
  toast,
  type ContentDocument,
  type StoredImage,
} from './support/content.ts';

// Two busy cores crop, upload and re-encode a large photo while the page runs: allow time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;

const tag = runTag();
/** A banner of this spec's own (the home page's seeded slots are shared with whoever else edits them). */
let banner: ContentDocument;

const edited = {
  title: `Spring service week ${tag}`,
  text: 'Free check-up and a full tank with every car bought this week.',
  linkText: 'See the offers',
  linkPath: '/offers/spring',
  linkColor: '#ffcc00',
  background: '#1a2b3c',
  textColor: '#fff',
  alt: 'A red hatchback parked by a lake at sunset',
};

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

/** Chromium's own network emulation: the upload goes at this many bytes a second, every byte still sent to our server. */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

async function stopThrottling(cdp: CDPSession) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.promo@example.com'));
  banner = await createDocument(api, admin.token, '/promo', { title: `Banner slot ${tag}`, visible: false });
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('a banner edited with a cropped image is saved, kept after a reload and shown to the public site', async () => {
  test.setTimeout(120_000);
  await page.goto('/admin/home-page');
  const banners = page.getByRole('region', { name: 'Promo banners' });
  await banners
    .getByRole('row', { name: new RegExp(`Banner slot ${tag}`) })
    .getByRole('cell', { name: `Banner slot ${tag}`, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/promo/${banner.id}$`));
  await expect(textbox('Title')).toHaveValue(`Banner slot ${tag}`);

  await textbox('Title').fill(edited.title);
  await textbox('Text').fill(edited.text);
  await textbox('Link text').fill(edited.linkText);
  await textbox('Link path').fill(edited.linkPath);
  await textbox('Link colour').fill(edited.linkColor);
  await textbox('Background colour').fill(edited.background);
  await textbox('Text colour').fill(edited.textColor);
  await page.getByRole('switch', { name: 'Visible' }).check();

  // About 1.5 MB at 400 kB/s: the bar is on screen for seconds, long enough to see it move.
  const photo = await photoJpeg('lake-sunset.jpg');
  const cdp = await page.context().newCDPSession(page);
  await throttleUploads(cdp, 400 * 1024);
  const image = imageInput(page, 'Image');
  const cropped = await chooseCropAndUpload(page, image, photo, edited.alt, {
    whileUploading: async () => {
      const bar = image.getByRole('progressbar', { name: 'Upload progress' });
      await expect(bar).toBeVisible();
      await expect(image.getByText(/^Uploading… \d+%$/)).toBeVisible();
      // The bar moves while the bytes travel: it has left 0 before the server answers.
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    },
  });
  await stopThrottling(cdp);
  expect(cropped.width / cropped.height).toBeCloseTo(1.6, 2);
  await expect(image.getByText(`Current image, ${cropped.width} × ${cropped.height} px`)).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  // Saving stays on the form (as every edit page does); the home page's table shows the banner as it is now.
  await expect(page).toHaveURL(new RegExp(`/admin/promo/${banner.id}$`));
  await page.getByRole('link', { name: 'Promo banners' }).click();
  await expect(page).toHaveURL(/\/admin\/home-page$/);
  const row = page.getByRole('region', { name: 'Promo banners' }).getByRole('row', { name: new RegExp(edited.title) });
  await expect(row).toContainText('Live');
  await expect(row.getByRole('img', { name: edited.alt })).toBeVisible();

  await page.goto(`/admin/promo/${banner.id}`);
  await page.reload();
  await expect(textbox('Title')).toHaveValue(edited.title);
  await expect(textbox('Text')).toHaveValue(edited.text);
  await expect(textbox('Link text')).toHaveValue(edited.linkText);
  await expect(textbox('Link path')).toHaveValue(edited.linkPath);
  await expect(textbox('Link colour')).toHaveValue(edited.linkColor);
  await expect(textbox('Background colour')).toHaveValue(edited.background);
  await expect(textbox('Text colour')).toHaveValue(edited.textColor);
  await expect(page.getByRole('switch', { name: 'Visible' })).toBeChecked();
  await expect(image.getByRole('textbox', { name: 'Alt text' })).toHaveValue(edited.alt);
  await expect(image.getByText(`Current image, ${cropped.width} × ${cropped.height} px`)).toBeVisible();
  await expect(image.getByRole('img', { name: edited.alt })).toBeVisible();

  // The public site's read: no session, published banners only, the image as stored.
  const shown = (
    await publicContent<{ _id: string; title: string; img: StoredImage & { srcset?: string } }>('/promo')
  ).find((b) => b._id === banner.id);
  expect(shown).toMatchObject({
    title: edited.title,
    text: edited.text,
    linkText: edited.linkText,
    linkPath: edited.linkPath,
    linkColor: edited.linkColor,
    background: edited.background,
    textColor: edited.textColor,
    img: { alt: edited.alt, width: cropped.width, height: cropped.height },
  });
  const stored = await storedFileSize(shown!.img.src!);
  expect(stored).toEqual({ width: cropped.width, height: cropped.height });
  expectRatio(stored, 1.6);
});
