import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { bodyTypesApi } from './bodyTypesApi.ts';
import { BodyTypesPage } from './BodyTypesPage.tsx';
import { nth } from '../../../tests/support/nth.ts';

const savedCard = {
  _id: 'c1',
  id: 'c1',
  carBody: 'Sedans',
  dmsBodyValues: ['Sedan 4D'],
  position: 0,
  carCount: 7,
  isCampaignActive: false,
};
const pool = [
  { value: '4dr Car', count: 5, shown: 2 },
  { value: 'SUV 4D', count: 9, shown: 4 },
];

beforeEach(() => {
  vi.spyOn(bodyTypesApi, 'cards').mockResolvedValue({ cards: [savedCard], version: 3 });
  vi.spyOn(bodyTypesApi, 'available').mockResolvedValue(pool);
  vi.spyOn(bodyTypesApi, 'inventory').mockResolvedValue({
    inventoryThreshold: 4,
    notificationEmail: 'stock@example.com',
    version: 1,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderPage = () =>
  render(
    <TestAdmin>
      <BodyTypesPage />
    </TestAdmin>,
  );
const availableList = () => within(screen.getByRole('region', { name: 'Available values' }));

describe('body-type cards screen', () => {
  it('moves values between a card and the available list, and a deleted card gives its values back', async () => {
    const user = userEvent.setup();
    renderPage();
    const sedans = await screen.findByRole('region', { name: 'Sedans' });
    expect(within(sedans).getByText('7 cars on the website')).toBeInTheDocument();
    expect(availableList().getByText('4dr Car')).toBeInTheDocument();

    await user.click(within(sedans).getByRole('combobox', { name: 'Add a value to Sedans' }));
    await user.click(await screen.findByRole('option', { name: '4dr Car (5)' }));
    expect(within(sedans).getByRole('list', { name: 'Assigned values' })).toHaveTextContent('4dr Car');
    expect(availableList().queryByText('4dr Car')).toBeNull();
    expect(screen.getByText('Unsaved changes: click Update cards to save them.')).toBeInTheDocument();

    await user.click(within(sedans).getByRole('button', { name: 'Move Sedan 4D back to the available values' }));
    expect(availableList().getByText('Sedan 4D')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a body type card' }));
    const title1 = screen.getByRole('region', { name: 'Title 1' });
    expect(within(title1).getByText('No values yet: add some from the available list.')).toBeInTheDocument();
    await user.click(within(title1).getByRole('combobox', { name: 'Add a value to Title 1' }));
    await user.click(await screen.findByRole('option', { name: 'SUV 4D (9)' }));
    expect(availableList().queryByText('SUV 4D')).toBeNull();

    await user.click(within(title1).getByRole('button', { name: 'Delete Title 1' }));
    const question = await screen.findByRole('dialog', { name: 'Delete the card "Title 1"?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Title 1' })).toBeNull();
    expect(availableList().getByText('SUV 4D')).toBeInTheDocument();
  });

  it("saves the whole list in one request with its version and says 'Success!'", async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(bodyTypesApi, 'saveCards').mockResolvedValue({
      cards: [
        savedCard,
        { ...savedCard, _id: 'c2', id: 'c2', carBody: 'Title 1', dmsBodyValues: [], position: 1, carCount: 0 },
      ],
      version: 4,
      message: 'Success!',
    });
    renderPage();
    await screen.findByRole('region', { name: 'Sedans' });
    await user.click(screen.getByRole('button', { name: 'Add a body type card' }));
    await user.click(screen.getByRole('button', { name: 'Update cards' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    const [cards, version] = nth(save.mock.calls, 0);
    expect(version).toBe(3);
    expect(cards.map((c) => [c._id, c.carBody, c.dmsBodyValues])).toEqual([
      ['c1', 'Sedans', ['Sedan 4D']],
      [undefined, 'Title 1', []],
    ]);
    expect(screen.queryByText('Unsaved changes: click Update cards to save them.')).toBeNull();
  });

  it("shows a load failure as 'Error ocurred' and a load-error state: no cards or values claimed, nothing editable until Try again loads", async () => {
    const user = userEvent.setup();
    const cards = vi
      .spyOn(bodyTypesApi, 'cards')
      .mockRejectedValueOnce(
        new ApiError('The database is not answering', 503, { message: 'The database is not answering' }, true),
      );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPage();
    const dialog = await screen.findByRole('alertdialog', { name: 'Error ocurred' });
    expect(dialog).toHaveTextContent('The database is not answering');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      screen.getByText(/The body type cards could not be loaded \(The database is not answering\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText('No body type cards yet.')).toBeNull();
    expect(screen.queryByText('Every value is on a card.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a body type card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update cards' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(alert).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Sedans' })).toBeInTheDocument();
    expect(cards).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Update cards' })).toBeEnabled();
  });

  it("checks the notification email before sending, with the server rule's own words", async () => {
    const user = userEvent.setup();
    const saveInventory = vi.spyOn(bodyTypesApi, 'saveInventory');
    renderPage();
    await screen.findByRole('region', { name: 'Sedans' });
    const email = screen.getByRole('textbox', { name: 'Notification email' });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(saveInventory).not.toHaveBeenCalled();
  });
});
