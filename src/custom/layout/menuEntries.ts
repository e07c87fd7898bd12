import type { ComponentType } from 'react';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import TuneIcon from '@mui/icons-material/Tune';
import ArticleIcon from '@mui/icons-material/Article';
import { contentManifest, menuIcons } from 'virtual:content-admin';
import type { CollectionManifestEntry, MenuGroup } from '../../../contract/content/admin.ts';
import { CARS_LIST_PATH } from '../../resources/vehicles/paths.ts';
import { WEB360_PATH } from '../../resources/web360/paths.ts';

/**
 * One entry of the sidebar. A link when it has no `children`; a group otherwise, in which
 * case `path` only identifies it (nothing is routed there).
 */
export interface MenuEntry {
  /** Path under the admin basename, e.g. '/admins'. */
  path: string;
  /** i18n key or text of the label. */
  name: string;
  icon: ComponentType;
  children?: MenuEntry[];
  /** Other paths whose pages belong to this entry (a banner's edit page belongs to the home page). */
  also?: string[];
}

interface PlacedEntry extends MenuEntry {
  group: MenuGroup | null;
  order: number;
}

/** The groups, in their order (spec §2 names Static Public and Dynamic Public; the others group what staff edit). */
const GROUPS: Record<MenuGroup, Omit<MenuEntry, 'children'>> = {
  home: { path: '/home-content', name: 'app.menu.home_group', icon: HomeIcon },
  staticPublic: { path: '/static-public', name: 'app.menu.static_public', icon: PublicIcon },
  dynamicPublic: { path: '/dynamic-public', name: 'app.menu.dynamic_public', icon: DynamicFeedIcon },
  merchandising: { path: '/merchandising', name: 'app.menu.merchandising', icon: StorefrontIcon },
  operations: { path: '/operations', name: 'app.menu.operations', icon: TuneIcon },
};

/** The screens that hold no content collection. */
const FIXED_ENTRIES: PlacedEntry[] = [
  { group: 'dynamicPublic', order: 10, path: CARS_LIST_PATH, name: 'app.menu.cars_list', icon: DirectionsCarIcon },
  { group: 'dynamicPublic', order: 20, path: WEB360_PATH, name: 'resources.webrotate360.menu', icon: ThreeSixtyIcon },
  { group: 'merchandising', order: 10, path: '/type-setup', name: 'app.menu.body_types', icon: AirportShuttleIcon },
  { group: null, order: 1000, path: '/admins', name: 'app.menu.admins', icon: PeopleIcon },
];

/**
 * A collection's entry, from its declaration's `admin.menu` (issue 24): its route, label and icon; the
 * collection's own pages (`/<name>/:id`) belong to it.
 */
const contentEntry = (c: CollectionManifestEntry): PlacedEntry[] => {
  if (!c.menu) return [];
  const own = `/${c.name}`;
  const also = [...(c.menu.also ?? []), ...(own === c.route ? [] : [own])];
  const entry: PlacedEntry = {
    group: c.menu.group,
    order: c.menu.order,
    path: c.route,
    name: c.menu.label ?? c.plural,
    icon: menuIcons[c.menu.icon] ?? ArticleIcon,
  };
  return [also.length ? { ...entry, also } : entry];
};

const byOrder = (a: PlacedEntry, b: PlacedEntry) => a.order - b.order;
const unplaced = ({ group: _group, order: _order, ...entry }: PlacedEntry): MenuEntry => entry;

/** The sidebar: every group's entries by their order, then the entries outside any group. */
export const buildMenu = (manifest: readonly CollectionManifestEntry[]): MenuEntry[] => {
  const placed = [...FIXED_ENTRIES, ...manifest.flatMap(contentEntry)];
  const groups = (Object.keys(GROUPS) as MenuGroup[]).map((group) => ({
    ...GROUPS[group],
    children: placed
      .filter((e) => e.group === group)
      .sort(byOrder)
      .map(unplaced),
  }));
  return [
    ...groups,
    ...placed
      .filter((e) => e.group === null)
      .sort(byOrder)
      .map(unplaced),
  ];
};

export const menuEntries: MenuEntry[] = buildMenu(contentManifest);

/** Groups are shown only when they hold at least one visible entry. */
export const visibleEntries = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => {
    if (!entry.children) return [entry];
    const children = visibleEntries(entry.children);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
