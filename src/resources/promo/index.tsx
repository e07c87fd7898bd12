import ViewDayIcon from '@mui/icons-material/ViewDay';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const promoEditChunk = chunkLoader(() => import('./PromoEdit.tsx').then(module => module.PromoEdit));
const PromoEdit = () => <ChunkRoute screen={promoEditChunk} />;

/**
 * `<Resource name="promo" {...promo} />`: edit only (/admin/promo/:id). The banners' table is on the home page
 * (/admin/home-page); the spec's banners are never added or deleted from the console.
 */
export default {
    edit: PromoEdit,
    icon: ViewDayIcon,
    recordRepresentation: (record: { title?: string }) => record.title ?? '',
};
