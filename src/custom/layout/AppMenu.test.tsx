import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import PeopleIcon from '@mui/icons-material/People';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { AppMenu } from './AppMenu.tsx';
import { menuEntries, type MenuEntry } from './menuEntries.ts';

describe('sidebar menu', () => {
    it('shows Cars list inside the Dynamic Public group, then Admins, and hides the empty Static Public group', async () => {
        render(
            <TestAdmin>
                <AppMenu />
            </TestAdmin>,
        );

        const group = await screen.findByLabelText('Dynamic Public');
        const carsList = within(group).getByRole('menuitem', { name: 'Cars list' });
        expect(carsList.getAttribute('href')).toMatch(/\/cars-list$/);
        const admins = screen.getByRole('menuitem', { name: 'Admins' });
        expect(group).not.toContainElement(admins);
        expect(admins.getAttribute('href')).toMatch(/\/admins$/);
        expect(screen.queryByText('Static Public')).not.toBeInTheDocument();
    });

    it('shows a group as soon as it has an entry', async () => {
        const withStatic: MenuEntry[] = menuEntries.map(entry =>
            entry.name === 'app.menu.static_public'
                ? { ...entry, children: [{ path: '/home-page', name: 'Home page', icon: PeopleIcon }] }
                : entry,
        );
        render(
            <TestAdmin>
                <AppMenu entries={withStatic} />
            </TestAdmin>,
        );

        const group = await screen.findByLabelText('Static Public');
        expect(within(group).getByRole('menuitem', { name: 'Home page' })).toBeInTheDocument();
    });
});
