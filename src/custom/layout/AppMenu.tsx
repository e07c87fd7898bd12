import { Menu, MenuItemLink, useBasename, type MenuProps } from 'react-admin';
import { menuEntries, visibleEntries, type MenuEntry } from './menuEntries.ts';
import { MenuGroup } from './MenuGroup.tsx';

const MenuEntryItem = ({ entry }: { entry: MenuEntry }) => {
    const basename = useBasename();
    const Icon = entry.icon;
    if (entry.children) {
        return (
            <MenuGroup name={entry.name} icon={<Icon />}>
                {entry.children.map(child => (
                    <MenuEntryItem key={child.path} entry={child} />
                ))}
            </MenuGroup>
        );
    }
    // MenuItemLink closes the narrow-screen drawer itself after a tap.
    return <MenuItemLink to={`${basename}${entry.path}`} primaryText={entry.name} leftIcon={<Icon />} />;
};

/** The sidebar's menu, built from `menuEntries` only. */
export const AppMenu = ({ entries = menuEntries }: MenuProps & { entries?: MenuEntry[] }) => (
    <Menu>
        {visibleEntries(entries).map(entry => (
            <MenuEntryItem key={entry.path} entry={entry} />
        ))}
    </Menu>
);
