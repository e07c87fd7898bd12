import SlideshowIcon from '@mui/icons-material/Slideshow';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';

export { HERO_IMAGES_PATH } from './paths.ts';

// Each screen is loaded on first visit, without suspending (ChunkRoute.tsx).
const heroEditChunk = chunkLoader(() => import('./HeroEdit.tsx').then(module => module.HeroEdit));
const heroCreateChunk = chunkLoader(() => import('./HeroCreate.tsx').then(module => module.HeroCreate));
const heroImagesChunk = chunkLoader(() => import('./HeroImagesPage.tsx').then(module => module.HeroImagesPage));

const HeroEdit = () => <ChunkRoute screen={heroEditChunk} />;
const HeroCreate = () => <ChunkRoute screen={heroCreateChunk} />;
/** /admin/hero-images, a custom route (App.tsx): the resource itself has no list. */
export const HeroImagesPage = () => <ChunkRoute screen={heroImagesChunk} />;

/** `<Resource name="hero" {...hero} />`: /admin/hero/create and /admin/hero/:id; the table is on /admin/hero-images. */
export default {
    create: HeroCreate,
    edit: HeroEdit,
    icon: SlideshowIcon,
    recordRepresentation: (record: { title?: string }) => record.title ?? '',
};
