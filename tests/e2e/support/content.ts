import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiContext, createAdmins, type Credentials } from './api.ts';
import { signIn } from './pages.ts';
import { baseUrl } from './product.ts';
import { firstOf } from '../../support/nth.ts';

/**
 * Shared ground of the content specs (issue 16): a signed-in admin, documents prepared through the API, generated
 * photos, the image input driven as an admin drives it, and the public reads a website makes. The behaviour under
 * test always goes through the console; the API calls here only prepare the ground or read what was saved.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A suffix that keeps this run's titles apart from anything else in the shared product. */
export const runTag = () => Date.now().toString(36).slice(-5);

export interface ContentSession {
  admin: Credentials;
  api: APIRequestContext;
  page: Page;
}

/**
 * A new admin by that email and a page signed in with it. Content screens need no inventory, so unlike
 * session.ts's signedInAdmin this does not wait for a sync.
 */
export async function contentSession(browser: Browser, email: string): Promise<ContentSession> {
  const [admin] = firstOf(await createAdmins(email), 1);
  const api = await apiContext();
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await signIn(page, admin.email, admin.password);
  // The first sign-in loads the console on two busy cores: the specs' own 20 s, not the default 10 s.
  await expect(page).toHaveURL(/\/admin\/cars-list$/, { timeout: 20_000 });
  return { admin, api, page };
}

/** A stored content document as the admin API answers it. */
export interface ContentDocument {
  id: string;
  version: number;
  position: number;
  [field: string]: unknown;
}

/** An image field's stored value. */
export interface StoredImage {
  publicId: string;
  src?: string;
  mobileSrc?: string;
  width: number;
  height: number;
  alt: string;
}

/** A new document through ra-data-simple-rest's protocol (`POST /v1/<path>`), e.g. a banner to edit or a hero to delete. */
export async function createDocument(
  api: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<ContentDocument> {
  const res = await api.post(`/v1${path}`, { headers: bearer(token), data });
  expect(res.status(), `POST /v1${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as ContentDocument;
}

export async function getDocument(
  api: APIRequestContext,
  token: string,
  path: string,
  id: string,
): Promise<ContentDocument> {
  const res = await api.get(`/v1${path}/${encodeURIComponent(id)}`, { headers: bearer(token) });
  expect(res.status(), `GET /v1${path}/${id}: ${await res.text()}`).toBe(200);
  return (await res.json()) as ContentDocument;
}

/** Documents of a collection whose text matches (the simple-rest `q` filter). */
export async function findDocuments(
  api: APIRequestContext,
  token: string,
  path: string,
  q: string,
): Promise<ContentDocument[]> {
  const qs = new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,99]', sort: '["position","ASC"]' });
  const res = await api.get(`/v1${path}?${qs}`, { headers: bearer(token) });
  expect(res.status(), `GET /v1${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as ContentDocument[];
}

/** What the public website reads: a plain fetch, no session, no token. */
export async function publicContent<T = Record<string, unknown>>(path: string): Promise<T[]> {
  const res = await fetch(`${baseUrl()}/v1/public${path}`);
  expect(res.status, `GET /v1/public${path}`).toBe(200);
  return (await res.json()) as T[];
}

/** The stored file behind an image's `src` (`/media/...`), fetched without sign-in as the public site does, and its size. */
export async function storedFileSize(src: string): Promise<{ width: number; height: number }> {
  expect(src).toMatch(/^\/media\//);
  const res = await fetch(`${baseUrl()}${src}`);
  expect(res.status, `GET ${src}`).toBe(200);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** Width over height is the field's ratio within 1% (the server's own tolerance). */
export function expectRatio(size: { width: number; height: number }, ratio: number) {
  expect(size.height).toBeGreaterThan(0);
  expect(
    Math.abs(size.width / size.height / ratio - 1),
    `${size.width}×${size.height} against ${ratio}`,
  ).toBeLessThanOrEqual(0.01);
}

/** A small deterministic generator, so that every run uploads the same bytes. */
function noise(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0xffffffff;
  };
}

export interface TestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A photo-like JPEG: two diagonal gradients with grain, so that it compresses like a photograph (a plain
 * gradient would shrink to a few kilobytes, and an upload would be over before anyone saw it).
 */
export async function photoJpeg(name: string, width = 2400, height = 1600, seed = 7, grain = 40): Promise<TestPhoto> {
  const random = noise(seed);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const g = (random() - 0.5) * grain;
      raw[i] = Math.max(0, Math.min(255, (255 * x) / width + g));
      raw[i + 1] = Math.max(0, Math.min(255, (255 * y) / height + g));
      raw[i + 2] = Math.max(0, Math.min(255, 255 - (127 * (x + y)) / (width + height) + g));
    }
  }
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * An image stored through `POST /v1/media`, as the value an image field keeps, for documents prepared with their
 * pictures already in place (the photo must have the field's ratio: the server checks it on save).
 */
export async function uploadedImage(
  api: APIRequestContext,
  token: string,
  photo: TestPhoto,
  folder: string,
  alt: string,
  srcKey: 'src' | 'mobileSrc' = 'src',
): Promise<StoredImage> {
  const res = await api.post('/v1/media', {
    headers: bearer(token),
    multipart: { folder, preset: 'default', file: photo },
  });
  expect(res.status(), `POST /v1/media: ${await res.text()}`).toBe(201);
  const media = (await res.json()) as { publicId: string; src: string; width: number; height: number };
  return { publicId: media.publicId, [srcKey]: media.src, width: media.width, height: media.height, alt };
}

/** An image input of a content form: the group named after its label ('Image', 'Desktop image'). */
export const imageInput = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true });

/**
 * Chooses a photo for an image input as an admin does (the button opens the file chooser), crops it in the crop
 * dialog at the field's starting frame, waits for the upload and describes the image. Returns the crop dialog's
 * announced output size.
 */
export async function chooseCropAndUpload(
  page: Page,
  group: Locator,
  photo: TestPhoto,
  alt: string,
  options: { whileUploading?: () => Promise<void> } = {},
) {
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: 'Choose or drop an image' }).click();
  await (await chooser).setFiles(photo);
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  const output = crop.getByText(/^Will be uploaded at \d+ × \d+ px$/);
  await expect(output).toBeVisible();
  const [, width, height] = /(\d+) × (\d+)/.exec((await output.textContent()) ?? '') ?? [];
  await crop.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(crop).toBeHidden();
  await options.whileUploading?.();
  // Large photos are re-encoded by the server (several sizes) before it answers.
  const altText = group.getByRole('textbox', { name: 'Alt text' });
  await expect(altText).toBeVisible({ timeout: 30_000 });
  await expect(group.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden();
  await altText.fill(alt);
  return { width: Number(width), height: Number(height) };
}

/** The toast react-admin shows (the server's own message for content writes). */
export const toast = (page: Page, text: string | RegExp) =>
  typeof text === 'string' ? page.getByText(text, { exact: true }) : page.getByText(text);
