import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';

export { BLOG_PATH, BLOG_POST_PATH } from './paths.ts';

// Each screen is loaded on first visit, without suspending (ChunkRoute.tsx); the rich-text editor is a chunk of its own.
const blogListChunk = chunkLoader(() => import('./BlogList.tsx').then(module => module.BlogList));
const blogPostChunk = chunkLoader(() => import('./BlogPostPage.tsx').then(module => module.BlogPostPage));

/** /admin/blog, a custom route (App.tsx). */
export const BlogListRoute = () => <ChunkRoute screen={blogListChunk} />;
/** /admin/blog/new-post, a custom route (App.tsx). */
export const BlogPostRoute = () => <ChunkRoute screen={blogPostChunk} />;
