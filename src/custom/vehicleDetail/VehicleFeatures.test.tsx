import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { renderVehiclePage } from './vehicleDetailTestKit.tsx';
import { testVehicle } from './sampleVehicleTestKit.ts';

const CHECK = 'POST /dms/Inventory/CheckNADAEquipment';
const SAVE = 'PUT /v1/features';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const saved = (version = 4) => jsonResponse(200, { message: 'Features updated!', vehicle: testVehicle({ version }) });

const install = async (user: ReturnType<typeof userEvent.setup>, ...names: string[]) => {
  for (const name of names) await user.click(await screen.findByRole('button', { name: `Install ${name}` }));
};

describe('saving features with NADA equipment', () => {
  it('asks which equipment only for a feature with several matches and sends the one chosen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const api = renderVehiclePage({
      [CHECK]: () =>
        jsonResponse(200, [
          { possibleFeatureId: 102, nadaEquipments: [{ id: 'BOS' }, { id: 'HKA' }] },
          { possibleFeatureId: 106, nadaEquipments: [{ id: 'LKA' }] },
        ]),
      [SAVE]: () => saved(),
    });

    await install(user, 'Premium Audio', 'Lane Keeping Assist');
    await user.click(screen.getByRole('button', { name: 'Save feature changes' }));

    const question = await screen.findByRole('dialog', { name: 'Which NADA equipment does Premium Audio have?' });
    // Only the matched equipments are offered (JBL is a candidate of the feature, not a match).
    const options = within(question).getAllByRole('radio');
    expect(options.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Bose Premium Sound (BOS)',
      'Harman Kardon Audio (HKA)',
    ]);
    await user.click(within(question).getByRole('radio', { name: 'Harman Kardon Audio (HKA)' }));
    await user.click(within(question).getByRole('button', { name: 'Use this equipment' }));

    const parse = await screen.findByRole('dialog', { name: 'Parse NADA equipment' });
    // Lane Keeping Assist had one match: no question about it.
    expect(screen.queryByRole('dialog', { name: /Lane Keeping Assist/ })).not.toBeInTheDocument();
    const results = within(parse).getByRole('list', { name: 'NADA equipment per feature' });
    expect(within(results).getByText('NADA equipment: Lane Keep Assist')).toBeInTheDocument();
    expect(within(results).getByText('NADA equipment: Harman Kardon Audio')).toBeInTheDocument();
    await user.click(within(parse).getByRole('button', { name: 'Save features' }));

    expect(await screen.findByText('Features updated!')).toBeInTheDocument();
    expect(api.bodiesOf(CHECK)).toEqual([{ stockId: 'A100', possibleFeatureId: [106, 102] }]);
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        stockid: 'A100',
        installedPossibleFeatures: [
          { possibleFeatureId: 110, nadaEquipments: [{ id: 'HFS' }] },
          { possibleFeatureId: 106, nadaEquipments: [{ id: 'LKA' }] },
          { possibleFeatureId: 102, nadaEquipments: [{ id: 'HKA' }] },
        ],
        possibleFeatures: [],
        version: 3,
      },
    ]);
  });

  it('reverts features left without equipment to possible and saves the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const api = renderVehiclePage({
      [CHECK]: () =>
        jsonResponse(200, [
          { possibleFeatureId: 102, nadaEquipments: [{ id: 'BOS' }, { id: 'JBL' }] },
          { possibleFeatureId: 127, nadaEquipments: [] },
        ]),
      // Held open so the lists can be looked at while the save is in flight.
      [SAVE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    await install(user, 'Premium Audio', 'Window Tint');
    await user.click(await screen.findByRole('button', { name: 'Move Backup Camera to possible' }));
    await user.click(screen.getByRole('button', { name: 'Save feature changes' }));

    const question = await screen.findByRole('dialog', { name: 'Which NADA equipment does Premium Audio have?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    const parse = await screen.findByRole('dialog', { name: 'Parse NADA equipment' });
    expect(within(parse).getByText('No equipment chosen: stays possible')).toBeInTheDocument();
    expect(within(parse).getByText('No NADA equipment matches: stays possible')).toBeInTheDocument();
    await user.click(within(parse).getByRole('button', { name: 'Save features' }));

    const possible = await screen.findByRole('list', { name: 'Possible features' });
    expect(within(possible).getByText('Premium Audio')).toBeInTheDocument();
    expect(within(possible).getByText('Window Tint')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save feature changes' })).toBeDisabled();
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        stockid: 'A100',
        installedPossibleFeatures: [{ possibleFeatureId: 110, nadaEquipments: [{ id: 'HFS' }] }],
        possibleFeatures: [{ featureId: 108 }],
        version: 3,
      },
    ]);
    answer(saved());
    expect(await screen.findByText('Features updated!')).toBeInTheDocument();
  });

  it('saves a move back to possible without asking NADA', async () => {
    const user = userEvent.setup();
    const api = renderVehiclePage({ [SAVE]: () => saved() });
    await user.click(await screen.findByRole('button', { name: 'Move Heated Seats to possible' }));
    await user.click(screen.getByRole('button', { name: 'Save feature changes' }));
    expect(await screen.findByText('Features updated!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Parse NADA equipment' })).not.toBeInTheDocument();
    expect(api.bodiesOf(CHECK)).toEqual([]);
    expect(api.bodiesOf(SAVE)).toEqual([
      { stockid: 'A100', installedPossibleFeatures: [], possibleFeatures: [{ featureId: 110 }], version: 3 },
    ]);
  });

  it('keeps the moves and shows the message when someone else saved first', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const stale =
      'This vehicle was changed by someone else since you opened it. Reload to see their changes; your input is kept here.';
    renderVehiclePage({ [SAVE]: () => jsonResponse(412, { message: stale, errors: { version: stale } }) });
    await user.click(await screen.findByRole('button', { name: 'Move Backup Camera to possible' }));
    await user.click(screen.getByRole('button', { name: 'Save feature changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    const possible = screen.getByRole('list', { name: 'Possible features' });
    expect(within(possible).getByText('Backup Camera')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the vehicle' })).toBeInTheDocument();
  });
});

describe('moving features with the keyboard', () => {
  it('moves a feature with Enter and keeps focus in the list it left', async () => {
    const user = userEvent.setup();
    renderVehiclePage({});
    const button = await screen.findByRole('button', { name: 'Install Lane Keeping Assist' });
    button.focus();
    await user.keyboard('{Enter}');
    const installed = screen.getByRole('list', { name: 'Installed features' });
    expect(within(installed).getByText('Lane Keeping Assist')).toBeInTheDocument();
    expect(within(installed).getByText('Needs a NADA equipment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install Premium Audio' })).toHaveFocus();
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });
});
