import type { ComponentType } from 'react';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import { CARS_LIST_PATH } from '../../resources/vehicles/paths.ts';
import { WEB360_PATH } from '../../resources/web360/paths.ts';

/**
 * One entry of the sidebar. A link when it has no `children`; a group otherwise, in which
 * case `path` only identifies it (nothing is routed there).
 */
export interface MenuEntry {
    /** Path under the admin basename, e.g. '/admins'. */
    path: string;
    /** i18n key of the label (src/i18n/en.ts). */
    name: string;
    icon: ComponentType;
    children?: MenuEntry[];
}

/** The whole sidebar, in order. Later issues add their routes here. */
export const menuEntries: MenuEntry[] = [
    { path: '/static-public', name: 'app.menu.static_public', icon: PublicIcon, children: [] },
    {
        path: '/dynamic-public',
        name: 'app.menu.dynamic_public',
        icon: DynamicFeedIcon,
        children: [
            { path: CARS_LIST_PATH, name: 'app.menu.cars_list', icon: DirectionsCarIcon },
            { path: WEB360_PATH, name: 'resources.webrotate360.menu', icon: ThreeSixtyIcon },
        ],
    },
    { path: '/admins', name: 'app.menu.admins', icon: PeopleIcon },
];

/** Groups are shown only when they hold at least one visible entry. */
export const visibleEntries = (entries: MenuEntry[]): MenuEntry[] =>
    entries.flatMap(entry => {
        if (!entry.children) return [entry];
        const children = visibleEntries(entry.children);
        return children.length > 0 ? [{ ...entry, children }] : [];
    });
