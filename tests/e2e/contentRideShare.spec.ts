import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ensureInventory, type Credentials } from './support/api.ts';
import {
  chooseCropAndUpload,
  contentSession,
  createDocument,
  imageInput,
  photoJpeg,
  runTag,
  toast,
  uploadedImage,
} from './support/content.ts';
import { seriousViolations } from './support/axe.ts';

// Two busy cores crop, upload and re-encode photos while the page runs: allow time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;

const tag = runTag();
const city = `Fort Worth ${tag}`;
const cityUrl = `/ride-share/tx/fort-worth-${tag}/tlc`;
const homeTitle = `Drive with us ${tag}`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.rideshare@example.com'));
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('a city page is created with zones picked from the DMS and a state among theirs; an eighth zone cannot be picked', async () => {
  await page.goto('/admin/ride-share-cities');
  await page.getByRole('link', { name: 'Add city page' }).click();
  await expect(page).toHaveURL(/\/admin\/rideShareCities\/create$/);

  // A city alone: the spec's info toast, and the form stays with its input.
  await page.getByRole('textbox', { name: 'City name' }).fill(city);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Please fill required fields')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('textbox', { name: 'City name' })).toHaveValue(city);

  const zones = page.getByRole('combobox', { name: 'Zones' });
  await zones.click();
  await page.getByRole('option', { name: 'SOUTHWEST' }).click();
  await page.keyboard.press('Escape');

  // The states offered are the picked zone's (GetStateByZone): Texas, not New York.
  const state = page.getByRole('combobox', { name: 'Work state' });
  await state.click();
  await expect(page.getByRole('option', { name: 'Texas (TX)' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'New York (NY)' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Texas (TX)' }).click();

  // Up to seven zones; then the select offers no more.
  await zones.click();
  for (let picked = 1; picked < 7; picked++) await page.getByRole('option').first().click();
  await expect(page.getByText('7 of 7 zones picked: a page holds at most 7')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: /^(MIDWEST PLAINS|NORTHEAST|NORTHWEST|PACIFIC|SOUTH|SOUTHEAST|SOUTHWEST)$/ }),
  ).toHaveCount(7);

  await page.getByRole('textbox', { name: 'Plate type' }).fill('TLC');
  // The URL follows the input, read-only.
  const url = page.getByRole('textbox', { name: 'URL' });
  await expect(url).toHaveValue(cityUrl);
  await expect(url).toHaveAttribute('readonly', '');

  await page.getByRole('textbox', { name: 'Meta Title' }).fill('Ride-share cars in Fort Worth');
  await expect(page.getByText('29 / 60')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/ride-share-cities$/);
  const row = page.getByRole('row', { name: new RegExp(city) });
  await expect(row).toContainText(cityUrl);
  await expect(row).toContainText('TX');
});

test('removing the zone of the picked work state clears the state and says why, so the page cannot be saved with it', async () => {
  await page.goto('/admin/rideShareCities/create');
  const zones = page.getByRole('combobox', { name: 'Zones' });
  await zones.click();
  await page.getByRole('option', { name: 'SOUTHWEST' }).click();
  await page.getByRole('option', { name: 'NORTHEAST' }).click();
  await page.keyboard.press('Escape');
  const state = page.getByRole('combobox', { name: 'Work state' });
  await state.click();
  await page.getByRole('option', { name: 'Texas (TX)' }).click();
  await expect(state).toHaveValue('Texas (TX)');
  // Texas is SOUTHWEST's: without it, the state goes.
  await page.getByRole('button', { name: 'SOUTHWEST', exact: true }).focus();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('button', { name: 'SOUTHWEST', exact: true })).toHaveCount(0);
  await expect(page.getByText('TX is not a state of the picked zones: pick one of theirs')).toBeVisible();
  await expect(state).toHaveValue('');
});

test("a second page for the same state, city and plate type is refused with the server's words, not 'Please fill required fields'", async () => {
  await page.goto('/admin/rideShareCities/create');
  // The same address in another spelling: lower case and a trailing blank.
  await page.getByRole('textbox', { name: 'City name' }).fill(`${city.toLowerCase()} `);
  await page.getByRole('combobox', { name: 'Zones' }).click();
  await page.getByRole('option', { name: 'SOUTHWEST' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Work state' }).click();
  await page.getByRole('option', { name: 'Texas (TX)' }).click();
  await page.getByRole('textbox', { name: 'Plate type' }).fill('tlc');
  await page.getByRole('textbox', { name: 'Meta Title' }).fill('Ride-share cars in Fort Worth');
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = `Data already exists with url - ${cityUrl}`;
  await expect(page.getByText(refusal).first()).toBeVisible();
  await expect(toast(page, 'Please fill required fields')).toHaveCount(0);
  await expect(page).toHaveURL(/\/create$/);
});

test('a DMS that does not answer is said plainly, and the city form keeps its input', async () => {
  await page.route('**/dms/Inventory/**', (route) =>
    route.fulfill({
      status: 504,
      json: { msg: 'The DMS did not answer in time', message: 'The DMS did not answer in time' },
    }),
  );
  try {
    await page.goto('/admin/rideShareCities/create');
    await page.getByRole('textbox', { name: 'City name' }).fill(`Austin ${tag}`);
    await page.getByRole('textbox', { name: 'Plate type' }).fill('Standard');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Zones and states cannot be loaded from the DMS now (The DMS did not answer in time)' });
    await expect(alert).toBeVisible();
    // The DMS's own words, said once.
    expect((await alert.textContent())?.match(/did not answer/g)).toHaveLength(1);
    await expect(page.getByRole('textbox', { name: 'City name' })).toHaveValue(`Austin ${tag}`);
    await expect(page.getByRole('textbox', { name: 'Plate type' })).toHaveValue('Standard');
    // Back again: Try again loads the zones, and the input is still there.
    await page.unroute('**/dms/Inventory/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be loaded from the DMS' })).toBeHidden();
    await page.getByRole('combobox', { name: 'Zones' }).click();
    await expect(page.getByRole('option', { name: 'SOUTHWEST' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'City name' })).toHaveValue(`Austin ${tag}`);
  } finally {
    await page.unroute('**/dms/Inventory/**');
  }
});

test('a city is made active from the list at once, and the public site then finds it by its URL', async () => {
  await page.goto('/admin/ride-share-cities');
  const active = page.getByRole('row', { name: new RegExp(city) }).getByRole('switch', { name: `${city} active` });
  await expect(active).not.toBeChecked();
  await active.click();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(active).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: `${city} active` })).toBeChecked();
  const res = await fetch(
    new URL(`/v1/public/ride-share-cities/by-url?url=${encodeURIComponent(cityUrl)}`, page.url()),
  );
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ cityName: city, workState: 'TX', url: cityUrl });
});

test("a city page's saved image is removed with the spec's call after a question: 'Image is removed'", async () => {
  const img = await uploadedImage(
    api,
    admin.token,
    await photoJpeg('city.jpg', 1600, 909, 51),
    'ride-share-cities',
    'The Fort Worth skyline at dusk',
  );
  const doc = await createDocument(api, admin.token, '/ride-share-seo', {
    cityName: `Plano ${tag}`,
    workState: 'TX',
    plateType: 'TLC',
    zone: ['SOUTHWEST'],
    img,
  });
  await page.goto(`/admin/rideShareCities/${doc.id}`);
  await expect(imageInput(page, 'Image').getByRole('img', { name: 'The Fort Worth skyline at dusk' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Meta Title' }).fill('Kept while the image goes');
  // The two ways differ in their words: the input's Remove image waits for Save; this one acts at once.
  await expect(
    page.getByText('"Remove image" only clears the image from this form: it goes when you save.'),
  ).toBeVisible();
  const removeNow = page.getByRole('button', { name: 'Delete saved image now' });
  await expect(removeNow).toHaveAccessibleDescription(/at once, without Save, after you confirm/);
  // It asks first, with Cancel focused: a stray Enter answers no, and the image stays.
  await removeNow.click();
  const question = page.getByRole('dialog', { name: 'Delete the saved image now?' });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(imageInput(page, 'Image').getByRole('img', { name: 'The Fort Worth skyline at dusk' })).toBeVisible();
  await removeNow.click();
  await question.getByRole('button', { name: 'Delete image' }).click();
  await expect(toast(page, 'Image is removed')).toBeVisible();
  await expect(question).toBeHidden();
  await expect(imageInput(page, 'Image').getByRole('button', { name: 'Choose or drop an image' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Meta Title' })).toHaveValue('Kept while the image goes');
  // The form holds the new version: its next save is not refused as stale.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  const saved = await (
    await api.get(`/v1/ride-share-seo/${doc.id}`, { headers: { authorization: `Bearer ${admin.token}` } })
  ).json();
  expect(saved).toMatchObject({ img: null, metaTitle: 'Kept while the image goes', version: 3 });
});

test('a home item is refused without an image, then added with one', async () => {
  test.setTimeout(120_000);
  await page.goto('/admin/rideshare-home');
  await page.getByRole('link', { name: 'Add home item' }).click();
  await expect(page).toHaveURL(/\/admin\/rideShareHome\/create$/);
  // The address changes before the form replaces the list (a navigation is a transition): typing before the form is
  // there typed into the list page's SEO 'Meta Title' on a loaded machine.
  await expect(page.getByRole('heading', { name: 'New ride-share home item' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(homeTitle);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Image is required')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  await chooseCropAndUpload(
    page,
    imageInput(page, 'Desktop image'),
    await photoJpeg('rideshare-home.jpg', 2400, 1600, 41),
    'A driver opening the door of a saloon',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/rideshare-home$/);
  const row = page.getByRole('row', { name: new RegExp(homeTitle) });
  await expect(row.getByRole('img', { name: 'A driver opening the door of a saloon' })).toBeVisible();
});

test("a second home item with the same title gets 'Data already exists with title - …'", async () => {
  test.setTimeout(120_000);
  await page.goto('/admin/rideShareHome/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(homeTitle);
  await chooseCropAndUpload(
    page,
    imageInput(page, 'Desktop image'),
    await photoJpeg('rideshare-home-2.jpg', 2400, 1600, 42),
    'A second saloon at the kerb',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  // The server's words, as the toast and under the title.
  await expect(
    page.getByRole('alert').getByText(`Data already exists with title - ${homeTitle}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
    new RegExp(`Data already exists with title - ${homeTitle}`),
  );
  await expect(page).toHaveURL(/\/create$/);
});

test('a ride-share company is added in its dialog, switched off at once, renamed in its dialog, and deleted after a question', async () => {
  const name = `Lyft ${tag}`;
  const renamed = `Lyft Rides ${tag}`;
  await page.goto('/admin/ride-share-companies');
  await page.getByRole('button', { name: 'Add company' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ride-share company' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data added successfully')).toBeVisible();
  const active = page.getByRole('switch', { name: `${name} active` });
  await expect(active).toBeChecked();
  await active.click();
  await expect(active).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: `${name} active` })).not.toBeChecked();

  // Renamed in its dialog.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit ride-share company' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('switch', { name: `${renamed} active` })).not.toBeChecked();

  // Deleting asks first; Cancel keeps the company.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const question = page.getByRole('dialog', { name: `Delete ride-share company "${renamed}"?` });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Data deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
});

test('a vehicle of the DMS ride-share delivery list is added to the RDS list (then no longer offered) and hidden at once', async () => {
  test.setTimeout(240_000);
  // The server checks the stock id against the synced inventory.
  await ensureInventory(admin.token);
  await page.goto('/admin/rideshare-home');
  const rds = page.getByRole('region', { name: /^RDS list/ });
  await rds.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('option', { name: /^SOUTHWEST \(\d+\)$/ }).click();
  await rds.getByRole('combobox', { name: 'Vehicle' }).click();
  const first = page.getByRole('option', { disabled: false }).first();
  const stockId = ((await first.textContent()) ?? '').split(' · ')[0];
  await first.click();
  await rds.getByRole('button', { name: 'Add to RDS list' }).click();
  await expect(toast(page, 'Data added successfully')).toBeVisible();
  // Listed now: still shown in the zone's vehicles, no longer offered.
  await rds.getByRole('combobox', { name: 'Vehicle' }).click();
  const listed = page.getByRole('option', { name: new RegExp(`^${stockId} · .* · already in the list$`) });
  await expect(listed).toBeDisabled();
  await page.keyboard.press('Escape');
  const visible = rds
    .getByRole('row')
    .filter({ hasText: stockId })
    .getByRole('switch', { name: `${stockId} (SOUTHWEST) visible` });
  await expect(visible).toBeChecked();
  await visible.click();
  await expect(visible).not.toBeChecked();
  expect(await (await fetch(new URL('/v1/public/rds-list', page.url()))).json()).not.toContainEqual(
    expect.objectContaining({ stockId, zone: 'SOUTHWEST' }),
  );
});

test('axe finds no serious or critical violation on the ride-share screens', async () => {
  test.setTimeout(120_000);
  const screens = [
    { path: '/admin/ride-share-cities', ready: () => page.getByRole('row', { name: new RegExp(city) }) },
    { path: '/admin/rideShareCities/create', ready: () => page.getByRole('combobox', { name: 'Zones' }) },
    { path: '/admin/ride-share-companies', ready: () => page.getByRole('button', { name: 'Add company' }) },
    { path: '/admin/rideshare-home', ready: () => page.getByRole('switch', { name: / \(SOUTHWEST\) visible$/ }) },
    {
      path: '/admin/rideShareHome/create',
      ready: () => imageInput(page, 'Mobile image').getByRole('button', { name: 'Choose or drop an image' }),
    },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready()).toBeVisible();
    expect(await seriousViolations(page), screen.path).toEqual([]);
  }
});
