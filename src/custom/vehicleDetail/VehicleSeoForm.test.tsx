import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { renderVehiclePage } from './vehicleDetailTestKit.tsx';
import { testVehicle } from './sampleVehicleTestKit.ts';

const SAVE = 'PUT /v1/vehicles/A100';
const STALE =
  'This vehicle was changed by someone else since you opened it. Reload to see their changes; your input is kept here.';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const typeInto = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
  return field;
};

describe('rim size and SEO', () => {
  it('counts the characters of each field live against its limit', async () => {
    const user = userEvent.setup();
    renderVehiclePage({});
    await typeInto(user, 'SEO title', 'Hello world!');
    expect(screen.getByText('12 / 60')).toBeInTheDocument();
    expect(screen.getByText('0 / 255')).toBeInTheDocument();
    expect(screen.getByText('0 / 170')).toBeInTheDocument();
    expect(screen.getAllByText('0 / 80')).toHaveLength(3);
    expect(screen.getByText('3 / 20')).toBeInTheDocument(); // rim size 18"
  });

  it('refuses to save a text over its limit, with a message, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderVehiclePage({ [SAVE]: () => jsonResponse(200, testVehicle()) });
    const field = await typeInto(user, 'SEO title', 'x'.repeat(61));

    expect(await screen.findByText('61 / 60: at most 60 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some texts are longer than allowed. Shorten them to save.');
    expect(api.bodiesOf(SAVE)).toEqual([]);
  });

  it('saves the whole form with the version it was loaded with and says so', async () => {
    const user = userEvent.setup();
    const savedVehicle = testVehicle({
      version: 4,
      rimSize: '19"',
      seo: { title: 'Camry SE', keywords: '', description: '' },
    });
    const api = renderVehiclePage({ [SAVE]: () => jsonResponse(200, savedVehicle) });
    await typeInto(user, 'Rim size', '19"');
    await typeInto(user, 'SEO title', '  Camry SE ');
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));

    expect(await screen.findByText('Vehicle saved')).toBeInTheDocument();
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        version: 3,
        rimSize: '19"',
        seo: { title: 'Camry SE', keywords: '', description: '' },
        seoTags: { h1: '', h2: '', h3: '' },
      },
    ]);
  });

  it('keeps the typed values and shows the message when someone else saved first (412)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderVehiclePage({ [SAVE]: () => jsonResponse(412, { message: STALE, errors: { version: STALE } }) });
    await typeInto(user, 'SEO title', 'My new title');
    await typeInto(user, 'H1', 'Big heading');
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STALE);
    expect(within(alert).getByRole('button', { name: 'Reload the vehicle' })).toBeInTheDocument();
    expect(screen.getByLabelText('SEO title')).toHaveValue('My new title');
    expect(screen.getByLabelText('H1')).toHaveValue('Big heading');
  });

  it("shows the server's field errors under the fields and keeps the input", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderVehiclePage({
      [SAVE]: () =>
        jsonResponse(400, {
          message: 'Request body is invalid: seo.keywords: At most 255 characters',
          errors: { 'seo.keywords': 'At most 255 characters' },
        }),
    });
    await typeInto(user, 'SEO keywords', 'suv, family');
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));

    expect(await screen.findByText('At most 255 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Request body is invalid: seo.keywords: At most 255 characters',
    );
    expect(screen.getByLabelText('SEO keywords')).toHaveValue('suv, family');
  });

  it('previews the search result as plain text', async () => {
    const user = userEvent.setup();
    renderVehiclePage({});
    await typeInto(user, 'SEO title', '<b>2019 Camry</b>');
    await typeInto(user, 'SEO description', 'Clean title. '.repeat(20));
    const preview = screen.getByTestId('seo-preview');
    expect(within(preview).getByText('<b>2019 Camry</b>')).toBeInTheDocument();
    expect(preview.querySelector('b')).toBeNull();
    expect(within(preview).getByText(/inventory › 2019-toyota-camry-se-a100/)).toBeInTheDocument();
    const snippet = within(preview).getByText(/^Clean title/);
    expect(snippet.textContent?.endsWith('…')).toBe(true);
    expect(snippet.textContent?.length).toBeLessThanOrEqual(160);
  });
});
