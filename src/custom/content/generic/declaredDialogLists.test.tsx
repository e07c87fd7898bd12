import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuItems, rideShareCompanies } from '../../../../contract/content/index.ts';
import { renderList, type ListApi } from './contentListTestKit.tsx';

/**
 * The collections edited in dialogs over their generic list, with their real declarations: what their `admin`
 * part must give them (the spec's texts and rules), beyond the mechanism the testimonials' tests cover.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const toast = async (text: string) =>
  (await screen.findByText(text, { selector: '.MuiSnackbarContent-message' })).closest('.MuiSnackbarContent-root');

const menuItem = (id: string, position: number, title: string, linkPath: string) => ({
  id,
  _id: id,
  version: 3,
  position,
  title,
  linkPath,
});
const renderMenu = (answers?: ListApi['answers']) =>
  renderList(
    { rows: [menuItem('m1', 0, 'Home', '/'), menuItem('m2', 1, 'Inventory', '/inventory')], answers },
    menuItems,
  );

describe('menu items (spec §2, §8)', () => {
  it('lists title and link path in position order, and adds in the “Add menu item” dialog: Data added successfully', async () => {
    const user = userEvent.setup();
    const { create } = renderMenu();
    expect(await screen.findByText('/inventory')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Title', 'Link path']),
    );
    await user.click(screen.getByRole('button', { name: 'Add menu item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
    expect(within(dialog).getByRole('textbox', { name: /^Link path/ })).toHaveAccessibleDescription(
      /A path on the site such as \/inventory, or a full http\(s\) address/,
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Blog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Link path/ }), '/blog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await toast('Data added successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'menuItems',
      expect.objectContaining({ data: expect.objectContaining({ title: 'Blog', linkPath: '/blog' }) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add menu item' })).toBeNull());
  });

  it('checks title and link path before sending, with the server’s messages', async () => {
    const user = userEvent.setup();
    const { create } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Add menu item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Link path/ }), 'blog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a path starting with / or an http(s) address')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('an add answered with another status than success shows the status as an error and keeps the input', async () => {
    const user = userEvent.setup();
    renderMenu({ create: { status: 'failed', message: 'Not added' } });
    await user.click(await screen.findByRole('button', { name: 'Add menu item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Blog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Link path/ }), '/blog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await toast('failed')).toHaveClass('RaNotification-error');
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Blog');
  });

  it('edits in the “Edit menu item” dialog with the version it read; the row’s actions then wait a second', async () => {
    const user = userEvent.setup();
    const { update } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Edit Inventory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveValue('Inventory'));
    await user.clear(title);
    await user.type(title, 'Cars');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await toast('Success!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'menuItems',
      expect.objectContaining({
        id: 'm2',
        data: expect.objectContaining({ title: 'Cars', linkPath: '/inventory', version: 3 }),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Edit Cars' })).toBeInTheDocument();
    // Spec §2 "Row actions have a 1 s delay": the wait itself is the generic table's (ContentListRowActions.test.tsx).
    expect(menuItems.admin?.rowActionDelay).toBe(1000);
  });

  it('deletes after the question naming the item: Data deleted successfully', async () => {
    const user = userEvent.setup();
    renderMenu({ delete: { message: 'Data deleted successfully' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Home' }));
    const question = await screen.findByRole('dialog', { name: 'Delete menu item "Home"?' });
    expect(question).toHaveTextContent("The link disappears from the public site's menu.");
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await toast('Data deleted successfully')).not.toHaveClass('RaNotification-error');
    await waitFor(() => expect(screen.queryByText('Home')).toBeNull());
  });

  it('says how to add the first item when there is none', async () => {
    renderList({ rows: [] }, menuItems);
    expect(await screen.findByText('No menu items yet: Add menu item creates the first one.')).toBeInTheDocument();
  });
});

const company = (id: string, position: number, name: string, isActive: boolean) => ({
  id,
  _id: id,
  version: 2,
  position,
  name,
  isActive,
});
const renderCompanies = () =>
  renderList({ rows: [company('c1', 0, 'Uber', true), company('c2', 1, 'Lyft', false)] }, rideShareCompanies);

describe('ride-share companies (spec §2)', () => {
  it('the active switch saves at once, sending the row with its version', async () => {
    const user = userEvent.setup();
    const { update } = renderCompanies();
    await user.click(await screen.findByRole('switch', { name: 'Lyft active' }));
    expect(await toast('Success!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'rideShareCompanies',
      expect.objectContaining({
        id: 'c2',
        data: expect.objectContaining({ name: 'Lyft', isActive: true, version: 2 }),
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Lyft active' })).toBeChecked());
  });

  it('adds in the “New ride-share company” dialog after the declaration’s check, counting characters as staff see them', async () => {
    const user = userEvent.setup();
    const { create } = renderCompanies();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ride-share company' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Bolt 🚕');
    // The emoji is one character of the 80 (the server counts code points too).
    expect(name).toHaveAccessibleDescription('6 / 80');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Data added successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'rideShareCompanies',
      expect.objectContaining({ data: expect.objectContaining({ name: 'Bolt 🚕', isActive: true }) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New ride-share company' })).toBeNull());
  });

  it('edits in the “Edit ride-share company” dialog and deletes after the question naming the company', async () => {
    const user = userEvent.setup();
    renderCompanies();
    await user.click(await screen.findByRole('button', { name: 'Edit Uber' }));
    expect(await screen.findByRole('dialog', { name: 'Edit ride-share company' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit ride-share company' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Uber' }));
    const question = await screen.findByRole('dialog', { name: 'Delete ride-share company "Uber"?' });
    expect(question).toHaveTextContent('The company disappears from the public site. Its history is kept.');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await toast('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Uber')).toBeNull());
  });
});
