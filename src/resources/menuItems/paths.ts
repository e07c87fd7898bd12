import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/**
 * Route of the menu items screen (spec §2: /admin/menu-items), from the declaration (the sidebar reads it too).
 * The resource is named 'menuItems' because the data provider maps it to /v1/menuItems; its own /admin/menuItems
 * path redirects here (App.tsx). A leaf module, so App.tsx doesn't load the screen.
 */
export const MENU_ITEMS_PATH = CONTENT_ROUTES.menuItems;
export const MENU_ITEMS_RESOURCE = 'menuItems';
