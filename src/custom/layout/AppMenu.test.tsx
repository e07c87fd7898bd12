import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import PeopleIcon from '@mui/icons-material/People';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { AppMenu } from './AppMenu.tsx';
import { menuEntries, type MenuEntry } from './menuEntries.ts';

const renderMenu = (entries?: MenuEntry[]) =>
  render(
    <TestAdmin>
      <AppMenu entries={entries} />
    </TestAdmin>,
  );

/** The links of a group, by accessible name, with their paths. */
const linksOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')?.replace(/^(#|.*\/admin)/, '')]);

describe('sidebar menu', () => {
  it('shows Cars list inside the Dynamic Public group, then Admins outside any group', async () => {
    renderMenu();

    const group = await screen.findByLabelText('Dynamic Public');
    const carsList = within(group).getByRole('menuitem', { name: 'Cars list' });
    expect(carsList.getAttribute('href')).toMatch(/\/cars-list$/);
    expect(within(group).getByRole('menuitem', { name: '360 assets' }).getAttribute('href')).toMatch(/\/webrotate360$/);
    const admins = screen.getByRole('menuitem', { name: 'Admins' });
    expect(group).not.toContainElement(admins);
    expect(admins.getAttribute('href')).toMatch(/\/admins$/);
  });

  it('groups the spec’s Static Public entries, each with its route', async () => {
    renderMenu();

    const group = await screen.findByLabelText('Static Public');
    expect(linksOf(group)).toEqual([
      ['Ride share cities', '/ride-share-cities'],
      ['Ride share home', '/rideshare-home'],
      ['Home page gallery', '/hero-images'],
      ['Finance info pins', '/finance-info-pins'],
      ['Trade in', '/trade-in'],
      ['Blog', '/blog'],
      ['FAQ', '/faq'],
    ]);
  });

  it('puts every other content route of the spec in a group of its own', async () => {
    renderMenu();

    expect(linksOf(await screen.findByLabelText('Home page'))).toEqual([
      ['Home page', '/home-page'],
      ['Carousel', '/carousel'],
      ['Warranty', '/warranty'],
      ['Menu items', '/menu-items'],
    ]);
    expect(linksOf(screen.getByLabelText('Merchandising'))).toEqual([
      ['Body types', '/type-setup'],
      ['Categories', '/categories'],
    ]);
    expect(linksOf(screen.getByLabelText('Operations'))).toEqual([
      ['Settings', '/price-list'],
      ['Referral programme', '/promotion'],
      ['Ride-share companies', '/ride-share-companies'],
    ]);
  });

  it('hides a group with no entries and shows it as soon as it has one', async () => {
    const emptyStatic: MenuEntry[] = menuEntries.map((entry) =>
      entry.name === 'app.menu.static_public' ? { ...entry, children: [] } : entry,
    );
    const { unmount } = renderMenu(emptyStatic);
    await screen.findByLabelText('Dynamic Public');
    expect(screen.queryByText('Static Public')).not.toBeInTheDocument();
    unmount();

    const withOne: MenuEntry[] = menuEntries.map((entry) =>
      entry.name === 'app.menu.static_public'
        ? { ...entry, children: [{ path: '/somewhere', name: 'Somewhere', icon: PeopleIcon }] }
        : entry,
    );
    renderMenu(withOne);
    const group = await screen.findByLabelText('Static Public');
    expect(within(group).getByRole('menuitem', { name: 'Somewhere' })).toBeInTheDocument();
  });

  it('marks each screen once, and the entry of an edit page as current', async () => {
    window.history.replaceState(null, '', '/#/hero/some-id'); // TestAdmin routes by hash, without /admin
    renderMenu();
    const gallery = await screen.findByRole('menuitem', { name: 'Home page gallery' });
    expect(
      screen.getAllByRole('menuitem').filter((item) => item.getAttribute('href')?.endsWith('/hero-images')),
    ).toHaveLength(1);
    expect(gallery).toHaveClass('RaMenuItemLink-active');
    window.history.replaceState(null, '', '/');
  });
});
