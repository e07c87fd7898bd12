import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { menuEntries, type MenuEntry } from '../layout/menuEntries.ts';
import { PlannedScreen } from './PlannedScreen.tsx';
import { plannedScreens } from './plannedScreens.ts';

const links = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap(entry => (entry.children ? links(entry.children) : [entry]));

describe('screens planned in later issues', () => {
    it('are the spec routes of issues 17, 18 and 19', () => {
        expect(plannedScreens.map(s => `${s.issue} ${s.path}`)).toEqual([
            '17 /carousel',
            '17 /type-setup',
            '17 /categories',
            '18 /price-list',
            '18 /promotion',
            '18 /ride-share-companies',
            '18 /ride-share-cities',
            '18 /rideshare-home',
            '19 /blog',
            '19 /blog/new-post',
            '19 /faq',
            '19 /finance-info-pins',
            '19 /trade-in',
        ]);
    });

    it('each have a sidebar entry marked with their issue (the post form opens from the blog list)', () => {
        const menuLinks = links(menuEntries);
        for (const screen of plannedScreens.filter(s => s.path !== '/blog/new-post')) {
            expect(menuLinks.find(link => link.path === screen.path)?.plannedIssue).toBe(screen.issue);
        }
        // …and no built screen carries a marker.
        expect(menuLinks.filter(link => link.plannedIssue !== undefined)).toHaveLength(plannedScreens.length - 1);
    });

    it('say plainly that the screen is planned and what it will do, with no form', async () => {
        const settings = plannedScreens.find(s => s.path === '/price-list');
        if (!settings) throw new Error('no /price-list entry');
        render(
            <TestAdmin>
                <PlannedScreen screen={settings} />
            </TestAdmin>,
        );
        expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
        expect(screen.getByText('This screen is planned in issue 18. It is not built yet: nothing can be edited here.')).toBeInTheDocument();
        expect(
            screen.getByText('Settings page with four single-row tables: Price List, Referral Discounts, Delivery Settings, VehicleSync Limit Settings.'),
        ).toBeInTheDocument();
        expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
        expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
});
