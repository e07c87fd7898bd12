import type { ComponentType } from 'react';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import HomeIcon from '@mui/icons-material/Home';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalTaxiIcon from '@mui/icons-material/LocalTaxi';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import PeopleIcon from '@mui/icons-material/People';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PublicIcon from '@mui/icons-material/Public';
import PushPinIcon from '@mui/icons-material/PushPin';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import TuneIcon from '@mui/icons-material/Tune';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { CONTENT_ROUTES } from '../../../contract/content/names.ts';
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
    /** Other paths whose pages belong to this entry (a banner's edit page belongs to the home page). */
    also?: string[];
}

const link = (path: string, name: string, icon: ComponentType, also?: string[]): MenuEntry => (also ? { path, name, icon, also } : { path, name, icon });

/**
 * The whole sidebar, in order. Spec §2 names two groups, Static Public and Dynamic Public; every other content
 * route of its table sits in a group by what staff edit there. Routes of built content screens come from their
 * contract declaration (`console.route`), so the menu and the screen cannot disagree.
 */
export const menuEntries: MenuEntry[] = [
    {
        path: '/home-content',
        name: 'app.menu.home_group',
        icon: HomeIcon,
        children: [
            link(CONTENT_ROUTES.promo, 'app.menu.home_page', HomeIcon, ['/promo']),
            link('/carousel', 'app.menu.carousel', ViewCarouselIcon),
            link(CONTENT_ROUTES.warranty, 'app.menu.warranty', VerifiedUserIcon),
            link(CONTENT_ROUTES.menuItems, 'app.menu.menu_items', ListAltIcon, ['/menuItems']),
        ],
    },
    {
        path: '/static-public',
        name: 'app.menu.static_public',
        icon: PublicIcon,
        children: [
            link('/ride-share-cities', 'app.menu.ride_share_cities', LocationCityIcon, ['/rideShareCities']),
            link('/rideshare-home', 'app.menu.ride_share_home', HomeWorkIcon, ['/rideShareHome']),
            // The spec's "home page gallery" has no route of its own: it is the home page's image carousel, whose
            // pictures use the spec's "home images" ratios (16:4.98 and 1:1), i.e. the hero images. One entry per
            // screen: the hero images screen is reached from here only (its title says both names).
            link(CONTENT_ROUTES.hero, 'app.menu.home_page_gallery', PhotoLibraryIcon, ['/hero']),
            link('/finance-info-pins', 'app.menu.finance_info_pins', PushPinIcon),
            link('/trade-in', 'app.menu.trade_in', SwapHorizIcon),
            link('/blog', 'app.menu.blog', ArticleIcon),
            link('/faq', 'app.menu.faq', QuestionAnswerIcon),
        ],
    },
    {
        path: '/dynamic-public',
        name: 'app.menu.dynamic_public',
        icon: DynamicFeedIcon,
        children: [
            { path: CARS_LIST_PATH, name: 'app.menu.cars_list', icon: DirectionsCarIcon },
            { path: WEB360_PATH, name: 'resources.webrotate360.menu', icon: ThreeSixtyIcon },
        ],
    },
    {
        path: '/merchandising',
        name: 'app.menu.merchandising',
        icon: StorefrontIcon,
        children: [
            link('/type-setup', 'app.menu.body_types', AirportShuttleIcon),
            link('/categories', 'app.menu.categories', CategoryIcon),
        ],
    },
    {
        path: '/operations',
        name: 'app.menu.operations',
        icon: TuneIcon,
        children: [
            link('/price-list', 'app.menu.settings', SettingsIcon),
            link('/promotion', 'app.menu.referral_programme', LoyaltyIcon),
            link('/ride-share-companies', 'app.menu.ride_share_companies', LocalTaxiIcon),
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
