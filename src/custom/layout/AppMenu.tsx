import { Menu, MenuItemLink, useBasename, useLocation, useMatchPath, type MenuProps } from 'react-admin';
import { menuEntries, visibleEntries, type MenuEntry } from './menuEntries.ts';
import { MenuGroup } from './MenuGroup.tsx';

const MenuEntryItem = ({ entry }: { entry: MenuEntry }) => {
  const basename = useBasename();
  const { pathname } = useLocation();
  const matchPath = useMatchPath();
  const Icon = entry.icon;
  const belongsHere =
    entry.also?.some((path) => matchPath({ path: `${basename}${path}`, end: false }, pathname)) ?? false;
  if (entry.children) {
    return (
      <MenuGroup name={entry.name} icon={<Icon />}>
        {entry.children.map((child) => (
          <MenuEntryItem key={child.path} entry={child} />
        ))}
      </MenuGroup>
    );
  }
  // MenuItemLink closes the narrow-screen drawer itself after a tap.
  // An edit page of the entry's screen (`also`) highlights it as react-admin does its own path.
  return (
    <MenuItemLink
      to={`${basename}${entry.path}`}
      primaryText={entry.name}
      leftIcon={<Icon />}
      className={belongsHere ? 'RaMenuItemLink-active' : undefined}
    />
  );
};

/** The sidebar's menu, built from `menuEntries` only. */
export const AppMenu = ({ entries = menuEntries }: MenuProps & { entries?: MenuEntry[] }) => (
  <Menu>
    {visibleEntries(entries).map((entry) => (
      <MenuEntryItem key={entry.path} entry={entry} />
    ))}
  </Menu>
);
