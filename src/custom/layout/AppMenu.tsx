import { useState, type ReactNode } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Menu, MenuItemLink, useBasename, useLocation, useMatchPath, useTranslate, type MenuProps } from 'react-admin';
import { menuEntries, visibleEntries, type MenuEntry } from './menuEntries.ts';

interface MenuGroupProps {
  name: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A collapsible heading over its entries; open by default so every page is one click away. */
const MenuGroup = ({ name, icon, children }: MenuGroupProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const label = translate(name, { _: name });
  return (
    <>
      {/* Inside react-admin's menu (role="menu"): a menu item that opens a group of menu items. */}
      <ListItemButton dense role="menuitem" onClick={() => setOpen(!open)} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { variant: 'overline' } }} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" role="group" disablePadding aria-label={label} sx={{ pl: 2 }}>
          {children}
        </List>
      </Collapse>
    </>
  );
};

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
