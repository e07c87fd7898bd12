import ListAltIcon from '@mui/icons-material/ListAlt';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';
import type { MenuItemRecord } from './types.ts';

export { MENU_ITEMS_PATH, MENU_ITEMS_RESOURCE } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx); react-admin's loader shows meanwhile.
const menuItemListChunk = chunkLoader(() => import('./MenuItemList.tsx').then(module => module.MenuItemList));

/** /admin/menu-items, a custom route (App.tsx): the spec's route, not the resource's /admin/menuItems. */
export const MenuItemListRoute = () => <ChunkRoute screen={menuItemListChunk} />;

/**
 * `<Resource name="menuItems" {...menuItems} />`: no views of its own (adding and editing happen in dialogs on
 * /admin/menu-items); it gives the labels and the record representation. App.tsx sends /admin/menuItems there.
 */
export default {
    icon: ListAltIcon,
    recordRepresentation: (record: MenuItemRecord) => record.title,
};
