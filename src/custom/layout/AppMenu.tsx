import { Box } from '@mui/material';
import { Menu, MenuItemLink, useBasename, useLocation, useMatchPath, useTranslate, type MenuProps } from 'react-admin';
import { menuEntries, visibleEntries, type MenuEntry } from './menuEntries.ts';
import { MenuGroup } from './MenuGroup.tsx';

// Read by screen readers, not shown (MUI's visuallyHidden, which @mui/material does not re-export).
const visuallyHidden = {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;

/**
 * 'Carousel #17': the visible marker is short and never cut (the drawer is 240 px): a long name wraps onto a second
 * line instead. Screen readers hear 'Carousel, planned in issue 17'.
 */
const PlannedLabel = ({ name, issue }: { name: string; issue: number }) => {
    const translate = useTranslate();
    return (
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, flex: '1 1 auto' }}>
            <Box component="span" sx={{ minWidth: 0, whiteSpace: 'normal' }}>
                {translate(name, { _: name })}
            </Box>
            <Box component="span" sx={visuallyHidden}>
                {`, ${translate('app.menu.planned', { issue })}`}
            </Box>
            <Box component="span" aria-hidden sx={{ flex: 'none', typography: 'caption', color: 'text.secondary' }}>
                {`#${issue}`}
            </Box>
        </Box>
    );
};

const MenuEntryItem = ({ entry }: { entry: MenuEntry }) => {
    const basename = useBasename();
    const { pathname } = useLocation();
    const matchPath = useMatchPath();
    const Icon = entry.icon;
    const belongsHere = entry.also?.some(path => matchPath({ path: `${basename}${path}`, end: false }, pathname)) ?? false;
    if (entry.children) {
        return (
            <MenuGroup name={entry.name} icon={<Icon />}>
                {entry.children.map(child => (
                    <MenuEntryItem key={child.path} entry={child} />
                ))}
            </MenuGroup>
        );
    }
    const label = entry.plannedIssue === undefined ? entry.name : <PlannedLabel name={entry.name} issue={entry.plannedIssue} />;
    // MenuItemLink closes the narrow-screen drawer itself after a tap.
    // An edit page of the entry's screen (`also`) highlights it as react-admin does its own path.
    return (
        <MenuItemLink
            to={`${basename}${entry.path}`}
            primaryText={label}
            leftIcon={<Icon />}
            className={belongsHere ? 'RaMenuItemLink-active' : undefined}
        />
    );
};

/** The sidebar's menu, built from `menuEntries` only. */
export const AppMenu = ({ entries = menuEntries }: MenuProps & { entries?: MenuEntry[] }) => (
    <Menu>
        {visibleEntries(entries).map(entry => (
            <MenuEntryItem key={entry.path} entry={entry} />
        ))}
    </Menu>
);
