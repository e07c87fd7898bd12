import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Web360Config, Web360VehicleRow } from '../../contract/web360.ts';
import type { Credentials } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { closeSession, signedInAdmin } from './support/session.ts';
import { hotspotPictures, pickSpinVehicle, web360Config, web360Rows } from './support/web360.ts';
import { firstOf, nth } from '../support/nth.ts';

// Spin frames and panoramas are rendered by the sandbox on first request, on two busy cores.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;
let row: Web360VehicleRow;
/** Set by the tests that create them. */
let interiorId = '';
/** The interior hotspot's title: the table, its buttons and its dialogs name it by that. */
const interiorTitle = 'Torn seat <b>stitch</b>';
let exteriorId = '';

const hotspotDialog = () => page.getByRole('dialog', { name: `Hotspots — ${row.stockid}` });
const config = (): Promise<Web360Config> => web360Config(api, admin.token, row.stockid);
const toast = (text: string) => page.getByText(text, { exact: true });

/** The view centre the panorama reports once it has stopped moving (two equal readings in a row). */
async function settledView(panorama: Locator): Promise<{ pitch: number; yaw: number }> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = `${await panorama.getAttribute('data-pitch')},${await panorama.getAttribute('data-yaw')}`;
        const settled = now === last && !now.includes('null');
        last = now;
        return settled;
      },
      { intervals: [400] },
    )
    .toBe(true);
  const [pitch, yaw] = firstOf(last.split(',').map(Number), 2);
  return { pitch, yaw };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  ({ admin, api, page } = await signedInAdmin(browser, 'hotspots.editor@example.com'));
  row = await pickSpinVehicle(api, admin.token);
});

test.afterAll(async () => {
  await closeSession(page, api);
});

test("an interior pin created at the view centre is stored with the viewer's pitch and yaw; a cancelled one is not", async () => {
  await page.goto(`/admin/vehicle?id=${encodeURIComponent(row.stockid)}`);
  await page.getByRole('button', { name: '360 hotspots' }).click();
  const dialog = hotspotDialog();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Interior' })).toBeVisible();
  expect(await seriousViolations(page), 'hotspot editor').toEqual([]);
  await dialog.getByRole('button', { name: 'Interior' }).click();

  const panorama = dialog.getByRole('region', { name: 'Interior panorama' });
  await expect(panorama).toHaveAttribute('data-loaded', 'true');
  await expect(dialog.getByTestId('panorama-centre')).toBeVisible();
  // Turn the view away from its start so the centre is not a default value.
  const box = (await panorama.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 160, box.y + box.height / 2 + 70, { steps: 12 });
  await page.mouse.up();
  const view = await settledView(panorama);
  expect(Math.abs(view.yaw)).toBeGreaterThan(1);

  await dialog.getByRole('button', { name: 'Create pin' }).click();
  let pin = page.getByRole('dialog', { name: 'New hotspot' });
  await expect(pin).toContainText(`Pitch ${Math.round(view.pitch * 10) / 10}°, yaw ${Math.round(view.yaw * 10) / 10}°`);
  await pin.getByRole('button', { name: 'Save' }).click();
  await expect(pin.getByText('Please enter title')).toBeVisible();
  // The Damaged part field beside Severity is wide enough to type in (it was squeezed to 24 px).
  expect((await pin.getByRole('textbox', { name: 'Damaged part' }).boundingBox())!.width).toBeGreaterThanOrEqual(150);
  await pin.getByRole('textbox', { name: 'Title' }).fill(interiorTitle);
  await pin.getByRole('textbox', { name: 'Description' }).fill('Driver side bolster');
  await pin.getByRole('button', { name: 'Save' }).click();
  await expect(toast('Data added successfully')).toBeVisible();
  await expect(pin).toBeHidden();

  const saved = (await config()).interiorHotspots;
  expect(saved).toHaveLength(1);
  const [hotspot] = firstOf(saved, 1);
  interiorId = hotspot.id;
  expect(hotspot).toMatchObject({
    type: 'DAMAGE',
    title: 'Torn seat <b>stitch</b>',
    description: 'Driver side bolster',
    pictures: [],
  });
  expect(hotspot.pitch).toBeCloseTo(view.pitch, 3);
  expect(hotspot.yaw).toBeCloseTo(view.yaw, 3);
  // The marker is in the panorama and its tooltip shows the title as text, not markup.
  const marker = panorama.locator(`.pnlm-hotspot-base[data-hotspot-id="${interiorId}"]`);
  await expect(marker).toHaveCount(1);
  await expect(marker.locator('span')).toHaveText(/Torn seat <b>stitch<\/b>/);
  await expect(marker.locator('b')).toHaveCount(0);
  await expect(
    dialog.getByRole('table', { name: 'Interior hotspots' }).getByRole('row', { name: new RegExp(interiorId) }),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Create pin' }).click();
  pin = page.getByRole('dialog', { name: 'New hotspot' });
  await pin.getByRole('textbox', { name: 'Title' }).fill('Never saved');
  await pin.getByRole('button', { name: 'Cancel' }).click();
  await expect(pin).toBeHidden();
  expect((await config()).interiorHotspots.map((h) => h.id)).toEqual([interiorId]);
});

test('a DMS hotspot picture attached to a hotspot is stored with it, and detaching removes it', async () => {
  const [picture] = firstOf(await hotspotPictures(api, admin.token, row.stockid), 1);
  const dialog = hotspotDialog();
  await dialog.getByRole('button', { name: `Pictures of ${interiorTitle}` }).click();
  const pictures = page.getByRole('dialog', { name: `Pictures of hotspot ${interiorTitle}` });
  await pictures.getByRole('button', { name: `Attach ${picture.title}` }).click();
  await expect(toast('Data added successfully')).toBeVisible();
  await expect(pictures.getByRole('button', { name: `Detach ${picture.title}` })).toBeVisible();
  await expect
    .poll(async () => nth((await config()).interiorHotspots, 0).pictures.map((p) => p._id))
    .toEqual([picture._id]);

  await pictures.getByRole('button', { name: `Detach ${picture.title}` }).click();
  await expect(pictures.getByRole('button', { name: `Attach ${picture.title}` })).toBeVisible();
  await expect.poll(async () => nth((await config()).interiorHotspots, 0).pictures).toEqual([]);

  // Attached again for good: the viewer shows the first picture as the close-up.
  await pictures.getByRole('button', { name: `Attach ${picture.title}` }).click();
  await expect(pictures.getByRole('button', { name: `Detach ${picture.title}` })).toBeVisible();
  await pictures.getByRole('button', { name: 'Close' }).click();
  await expect(pictures).toBeHidden();
  await expect(dialog.getByRole('row', { name: new RegExp(interiorId) })).toContainText('1');
});

test('an exterior pin placed on a frame becomes a hotspot of that row and frame at the clicked image pixels', async () => {
  const dialog = hotspotDialog();
  await dialog.getByRole('button', { name: 'Exterior' }).click();
  await dialog.getByRole('button', { name: 'Frame 3', exact: true }).click();
  await expect(dialog.getByText('Frame 3 of', { exact: false })).toBeVisible();
  const frame = nth(nth((await config()).spin!.rows, 0).frames, 2);
  const map = dialog.getByRole('group', { name: /click to add a pin/ });
  await expect(map.locator('img.leaflet-image-layer')).toHaveAttribute('src', frame);
  const natural = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, frame);
  const width = (await map.boundingBox())!.width;
  await map.click({ position: { x: 200, y: 120 } });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Scuffed bumper');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Front left corner');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast('Data added successfully')).toBeVisible();

  const [hotspot] = firstOf((await config()).exteriorHotspots, 1);
  exteriorId = hotspot.id;
  expect(hotspot).toMatchObject({ type: 'DAMAGE', title: 'Scuffed bumper', rowIndex: 0, imageIndex: 2 });
  const scale = natural / width;
  expect(Math.abs(hotspot.offsetX - 200 * scale)).toBeLessThanOrEqual(scale + 1);
  expect(Math.abs(hotspot.offsetY - 120 * scale)).toBeLessThanOrEqual(scale + 1);
  await expect(dialog.getByRole('table', { name: 'Exterior hotspots' })).toContainText('20° row, frame 3');
});

test('the frame slider of the exterior editor is wide enough to drag at 1440 and 1024 px', async () => {
  const dialog = hotspotDialog();
  const before = page.viewportSize();
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    const slider = dialog.locator('.MuiSlider-root');
    await expect(slider).toBeAttached();
    expect((await slider.boundingBox())!.width, `slider at ${width} px`).toBeGreaterThanOrEqual(200);
  }
  if (before) await page.setViewportSize(before);
});

test('a hotspot deleted from the table after confirmation is gone from the API', async () => {
  const dialog = hotspotDialog();
  await dialog.getByRole('button', { name: 'Interior' }).click();
  await dialog.getByRole('button', { name: `Delete ${interiorTitle}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete hotspot ${interiorTitle}?` });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast('Data deleted successfully')).toBeVisible();
  await expect(dialog.getByText('No hotspots in this view yet.')).toBeVisible();
  const after = await config();
  expect(after.interiorHotspots).toEqual([]);
  expect(after.exteriorHotspots.map((h) => h.id)).toEqual([exteriorId]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the assets table shows the API layer counts and its preview plays the spin with the hotspot on its frame', async () => {
  await page.getByRole('menuitem', { name: '360 assets' }).click();
  await expect(page).toHaveURL(/\/admin\/webrotate360/);
  await page.getByPlaceholder('Search stock ID, make or model').fill(row.stockid);
  const tableRow = page.locator('tbody tr.RaDataTable-row').filter({ hasText: row.stockid });
  await expect(page.locator('tbody tr.RaDataTable-row')).toHaveCount(1);

  const [fromApi] = firstOf(
    (await web360Rows(api, admin.token, { querySearch: row.stockid })).data.filter((r) => r.stockid === row.stockid),
    1,
  );
  for (const angle of ['20', '45', '60'] as const) {
    await expect(tableRow.locator(`td.column-layers\\.${angle}`)).toHaveText(String(fromApi.layers[angle]));
  }
  await expect(tableRow).toContainText('Equal');
  await expect(tableRow).toContainText('1 exterior, 0 interior');

  await tableRow.getByRole('button', { name: `Edit ${row.stockid}` }).click();
  const preview = page.getByRole('dialog', { name: `360 view — ${row.stockid}` });
  const spin = preview.getByRole('slider', { name: /Exterior spin of/ });
  await expect(spin).toBeVisible();
  await expect(preview.getByText(/Loading frames/)).toBeHidden({ timeout: 60_000 });
  const frames = (await config()).spin!.rows;
  await expect(spin.locator('img')).toHaveAttribute('src', nth(nth(frames, 0).frames, 0));
  expect(await spin.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(spin.getByRole('button', { name: `Hotspot ${exteriorId}` })).toHaveCount(0);

  await spin.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(spin).toHaveAttribute('data-frame', '2');
  await expect(spin.locator('img')).toHaveAttribute('src', nth(nth(frames, 0).frames, 2));
  await expect(spin.getByRole('button', { name: `Hotspot ${exteriorId}` })).toBeVisible();

  // Dragging sideways turns the car; dragging down moves to the next layer.
  const box = (await spin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 + 50, { steps: 6 });
  await page.mouse.up();
  await expect(spin).toHaveAttribute('data-frame', '7');
  await expect(spin).toHaveAttribute('data-row', '1');
  await expect(spin.locator('img')).toHaveAttribute('src', nth(nth(frames, 1).frames, 7));

  await preview.getByRole('button', { name: 'Edit hotspots' }).click();
  await expect(hotspotDialog()).toBeVisible();
  await expect(hotspotDialog().getByRole('table', { name: 'Exterior hotspots' })).toContainText(exteriorId);
});

test('on a 390 px phone the assets table scrolls inside its card and the preview shows the whole car', async () => {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/webrotate360?filter=${encodeURIComponent(JSON.stringify({ querySearch: row.stockid }))}`);
  const edit = page.getByRole('button', { name: `Edit ${row.stockid}` });
  await expect(edit).toBeAttached();
  // The page itself does not scroll sideways; the table does, so Edit can be reached.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The 'Only unequal rows' switch is drawn whole, not cut by the card's left edge (where the search box starts).
  const switchBox = (await page
    .locator('.MuiSwitch-root', { has: page.getByRole('switch', { name: 'Only unequal rows' }) })
    .boundingBox())!;
  const searchBox = (await page.getByRole('textbox', { name: /Search stock ID/ }).boundingBox())!;
  expect(switchBox.x).toBeGreaterThanOrEqual(Math.floor(searchBox.x) - 8);
  await edit.scrollIntoViewIfNeeded();
  const editBox = (await edit.boundingBox())!;
  expect(editBox.x + editBox.width).toBeLessThanOrEqual(390);
  await edit.click();

  const preview = page.getByRole('dialog', { name: `360 view — ${row.stockid}` });
  const spin = preview.getByRole('slider', { name: /Exterior spin of/ });
  await expect(spin.locator('img')).toBeVisible();
  const dialogBox = (await preview.boundingBox())!;
  const imageBox = (await spin.locator('img').boundingBox())!;
  expect(imageBox.x).toBeGreaterThanOrEqual(dialogBox.x);
  expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  await expect(preview.getByText(/^Layer 1 of \d+, frame 1 of \d+$/)).toBeInViewport();
  await preview.getByRole('button', { name: 'Close' }).click();
  if (before) await page.setViewportSize(before);
});
