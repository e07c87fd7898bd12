import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PinType } from '../../contract/pins.ts';
import type { Vehicle } from '../../contract/vehicles.ts';
import { getVehicle, type Credentials } from './support/api.ts';
import { closeSession, signedInAdmin } from './support/session.ts';
import { overlayScale, pickPinVehicle, pinMapsOf, screenPins } from './support/vehiclePins.ts';
import { firstOf, nth } from '../support/nth.ts';

// Two busy cores render sandbox pictures on first request: allow time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;
let vehicle: Vehicle;

const QUESTION = 'Are you sure you want leave this page with unsaved pins?';
/** Three of each type, in the order they are placed. */
const TYPES: PinType[] = [
  'DAMAGE',
  'DAMAGE',
  'DAMAGE',
  'FEATURE',
  'FEATURE',
  'FEATURE',
  'INSTALLED FEATURE',
  'INSTALLED FEATURE',
  'INSTALLED FEATURE',
];
const TYPE_LABEL: Record<PinType, string> = {
  FEATURE: 'FEATURE',
  'INSTALLED FEATURE': 'INSTALLED FEATURE',
  DAMAGE: 'DAMAGE',
};
/** Where each pin went, in natural picture pixels, by the click's screen position. */
const placed: Array<{ type: PinType; x: number; y: number }> = [];

const picture = () => nth(vehicle.picturesUrl, 0);
const dialog = () => page.getByRole('dialog', { name: `Damage map: ${picture().name}` });
const pinList = () => dialog().getByRole('list', { name: 'Pins on this picture' });

async function openDamageMap() {
  await page.goto(`/admin/vehicle?id=${encodeURIComponent(vehicle.stockid)}`);
  await page.getByRole('button', { name: `Open ${picture().name} in the damage map` }).click();
  await expect(dialog()).toBeVisible();
  await expect(dialog().getByRole('button', { name: 'Save pins' })).toBeVisible();
  await expect(dialog().locator('.leaflet-container')).toBeVisible();
  return overlayScale(page);
}

/** A select by its label (MUI names a select "<label> <value>"). */
const select = (label: string) => dialog().getByRole('combobox', { name: new RegExp(`^${label}\\b`) });

async function choose(label: string, option: string) {
  await select(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  ({ admin, api, page } = await signedInAdmin(browser, 'damage.map.pins@example.com'));
  vehicle = await pickPinVehicle(api, admin.token);
});

test.afterAll(async () => {
  await closeSession(page, api);
});

test('three pins of each type are placed, DAMAGE pins need a title and description, and Save pins creates the map', async () => {
  const { box, natural, toImage } = await openDamageMap();
  // Shown 520 px wide, at the picture's own ratio.
  expect(Math.round(box.width)).toBe(520);
  expect(Math.round(box.height)).toBe(Math.round((520 * natural.height) / natural.width));

  for (const [i, type] of TYPES.entries()) {
    // A 3×3 grid, clear of the zoom buttons and at least 4 radii apart.
    const sx = box.x + box.width * nth([0.3, 0.55, 0.8], i % 3);
    const sy = box.y + box.height * nth([0.25, 0.5, 0.75], Math.floor(i / 3));
    await page.mouse.click(sx, sy);
    await expect(dialog().getByRole('heading', { name: `Pin ${i + 1} (new)` })).toBeVisible();
    await expect(select('Type')).toHaveText('DAMAGE');
    if (type === 'DAMAGE') {
      await dialog().getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog().getByText('Please enter title', { exact: true })).toBeVisible();
      await expect(dialog().getByText('Please enter description', { exact: true })).toBeVisible();
      // Blanks are not a title.
      await dialog().getByRole('textbox', { name: 'Title' }).fill('   ');
      await dialog()
        .getByRole('textbox', { name: 'Description' })
        .fill(`Scratch on panel ${i + 1}`);
      await dialog().getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog().getByText('Please enter title', { exact: true })).toBeVisible();
      await expect(dialog().getByText('Please enter description', { exact: true })).toBeHidden();
      await dialog()
        .getByRole('textbox', { name: 'Title' })
        .fill(`Scratch ${i + 1}`);
      await choose('Severity', 'Major');
      await dialog().getByRole('textbox', { name: 'Damaged part' }).fill('Door');
    } else {
      await choose('Type', TYPE_LABEL[type]);
      // The first feature of that kind fills title and description.
      await expect(select('Feature')).not.toHaveText('');
      await expect(dialog().getByRole('textbox', { name: 'Description' })).not.toHaveValue('');
    }
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog().getByRole('heading', { name: /^Pin \d/ })).toBeHidden();
    placed.push({ type, ...toImage(sx, sy) });
  }
  await expect(pinList().getByRole('button')).toHaveCount(9);
  await expect(dialog().locator('path.pin-circle.pin-damage')).toHaveCount(3);
  await expect(dialog().locator('path.pin-circle.pin-feature')).toHaveCount(3);
  await expect(dialog().locator('path.pin-circle.pin-installed-feature')).toHaveCount(3);
  await expect(dialog().getByText('Unsaved pins')).toBeVisible();

  await dialog().getByRole('button', { name: 'Save pins' }).click();
  const snackbar = page.getByText('Pins saved', { exact: true });
  await expect(snackbar).toBeVisible();
  await expect(dialog().getByText('Unsaved pins')).toBeHidden();
  // Spec §9: the save result stays 6 seconds, longer than the 2.5-second toasts.
  await page.waitForTimeout(3_500);
  await expect(snackbar).toBeVisible();

  const [map] = firstOf(await pinMapsOf(api, admin.token, vehicle.stockid, picture().picture), 1);
  expect(map.imageWidth).toBe(natural.width);
  expect(map.imageHeight).toBe(natural.height);
  expect(map.pin.areas).toHaveLength(9);
  for (const [i, area] of map.pin.areas.entries()) {
    const text = map.pin.description.find((d) => d.id === area.name)!;
    expect(text.type).toBe(nth(placed, i).type);
    expect(Math.abs(area.coords[0] - nth(placed, i).x)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(area.coords[1] - nth(placed, i).y)).toBeLessThanOrEqual(1.5);
    // Radius 20 at 520 px, stored in natural pixels.
    expect(area.coords[2]).toBeCloseTo((20 * natural.width) / 520, 1);
  }
  expect(map.pin.description.filter((d) => d.type === 'DAMAGE').map((d) => [d.title, d.severity, d.part])).toEqual([
    ['Scratch 1', 'major', 'Door'],
    ['Scratch 2', 'major', 'Door'],
    ['Scratch 3', 'major', 'Door'],
  ]);
});

test('after a reload the pins are at the same picture pixels, and the counts on the detail page and the list match', async () => {
  // openDamageMap loads the page afresh (page.goto): nothing survives from the first test but the API's data.
  await openDamageMap();
  await expect(pinList().getByRole('button')).toHaveCount(9);
  await expect(dialog().getByText('Pins on this vehicle: 3 damage, 3 feature, 3 installed feature')).toBeVisible();
  const pins = await screenPins(page);
  expect(pins).toHaveLength(9);
  for (const [i, want] of placed.entries()) {
    expect(nth(pins, i).type).toBe(want.type);
    expect(Math.abs(nth(pins, i).x - want.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(nth(pins, i).y - want.y)).toBeLessThanOrEqual(2);
    // 20 px on screen at 520 px wide, plus half the stroke.
    expect(nth(pins, i).screenRadius).toBeGreaterThan(19);
    expect(nth(pins, i).screenRadius).toBeLessThan(23);
  }
  await dialog().getByRole('button', { name: 'Close' }).click();
  await expect(dialog()).toBeHidden();

  expect((await getVehicle(api, admin.token, vehicle.stockid)).vehiclePinCount).toEqual({
    damageCount: 3,
    featureCount: 3,
    instFeatureCount: 3,
  });
  await page.goto('/admin/cars-list');
  const search = page.getByRole('searchbox', { name: 'Search vehicles' });
  await search.fill(vehicle.stockid);
  await search.press('Enter');
  const row = page.locator('tbody tr.RaDataTable-row').filter({ hasText: vehicle.stockid });
  await expect(page.locator('tbody tr.RaDataTable-row')).toHaveCount(1);
  await expect(row.getByLabel('Damage: 3', { exact: true })).toBeVisible();
  await expect(row.getByLabel('Feature: 3', { exact: true })).toBeVisible();
  await expect(row.getByLabel('Installed feature: 3', { exact: true })).toBeVisible();
});

test('closing with an unsaved pin asks first: Cancel keeps the dialog and the pin, Leave closes without saving', async () => {
  const { box } = await openDamageMap();
  await page.mouse.click(box.x + box.width * 0.42, box.y + box.height * 0.38);
  await expect(pinList().getByRole('button')).toHaveCount(10);

  await dialog().getByRole('button', { name: 'Close' }).click();
  const question = page.getByRole('dialog', { name: QUESTION });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dialog()).toBeVisible();
  await expect(pinList().getByRole('button')).toHaveCount(10);

  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(dialog()).toBeHidden();
  const [map] = firstOf(await pinMapsOf(api, admin.token, vehicle.stockid, picture().picture), 1);
  expect(map.pin.areas).toHaveLength(9);
});

test('the pin list works from the keyboard: Enter opens a pin, Delete removes it after asking (a stray Enter cancels), Save pins updates the map', async () => {
  await openDamageMap();
  // A pin's shape on the picture, which Tab reaches too, is a named button: Enter opens its pin.
  const shape = dialog().locator('path.pin-circle').first();
  await expect(shape).toHaveAttribute('role', 'button');
  await expect(shape).toHaveAttribute('aria-label', 'Pin 1: Scratch 1');
  await shape.focus();
  await page.keyboard.press('Enter');
  await expect(dialog().getByRole('heading', { name: 'Pin 1', exact: true })).toBeVisible();
  const items = pinList().getByRole('button');
  await items.first().focus();
  await page.keyboard.press('Enter');
  await expect(dialog().getByRole('heading', { name: 'Pin 1', exact: true })).toBeVisible();
  await expect(dialog().getByRole('textbox', { name: 'Title' })).toHaveValue('Scratch 1');
  await page.keyboard.press('Delete');
  const question = page.getByRole('dialog', { name: 'Delete pin 1 (Scratch 1)?' });
  await expect(question).toBeVisible();
  // A second, stray Enter answers Cancel (focus starts there), so nothing is deleted by it.
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(items).toHaveCount(9);
  await page.keyboard.press('Delete');
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(question).toBeHidden();
  await expect(items).toHaveCount(8);
  await expect(items.first()).toBeFocused();
  await dialog().getByRole('button', { name: 'Save pins' }).click();
  await expect(page.getByText('Pins updated', { exact: true })).toBeVisible();
  const [map] = firstOf(await pinMapsOf(api, admin.token, vehicle.stockid, picture().picture), 1);
  expect(map.pin.description.map((d) => d.title)).not.toContain('Scratch 1');
  expect(map.pin.areas).toHaveLength(8);
  expect((await getVehicle(api, admin.token, vehicle.stockid)).vehiclePinCount).toEqual({
    damageCount: 2,
    featureCount: 3,
    instFeatureCount: 3,
  });
  await expect(dialog().getByText('Pins on this vehicle: 2 damage, 3 feature, 3 installed feature')).toBeVisible();
});

test('the Damaged part field of a DAMAGE pin is wide enough to type in, beside Severity, at 1440 and 1024 px', async () => {
  const before = page.viewportSize();
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    const { box } = await openDamageMap();
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    const part = (await dialog().getByRole('textbox', { name: 'Damaged part' }).boundingBox())!;
    const severity = (await select('Severity').boundingBox())!;
    expect(part.width, `Damaged part at ${width} px`).toBeGreaterThanOrEqual(150);
    expect(severity.width, `Severity at ${width} px`).toBeGreaterThanOrEqual(120);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: QUESTION }).getByRole('button', { name: 'Leave' }).click();
    await expect(dialog()).toBeHidden();
  }
  if (before) await page.setViewportSize(before);
});

test('on a 390 px phone the damage map shows the whole picture, scaled to the dialog', async () => {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await openDamageMap();
  const map = (await dialog().locator('.leaflet-container').boundingBox())!;
  const picture = (await dialog().locator('img.leaflet-image-layer').boundingBox())!;
  expect(map.x + map.width).toBeLessThanOrEqual(390);
  // Not cropped: the picture spans the map exactly, at its own ratio.
  expect(Math.abs(picture.width - map.width)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(picture.height - map.height)).toBeLessThanOrEqual(1.5);
  await dialog().getByRole('button', { name: 'Close' }).click();
  await expect(dialog()).toBeHidden();
  if (before) await page.setViewportSize(before);
});
