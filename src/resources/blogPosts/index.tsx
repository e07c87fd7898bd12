import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

const texts = () => import('../../i18n/blog.en.ts').then(module => module.blogMessages);

export { BLOG_PATH, BLOG_POST_PATH } from './paths.ts';

// Each screen is loaded on first visit, without suspending (ChunkRoute.tsx); the rich-text editor is a chunk of its own.
const blogListChunk = screenChunk(() => import('./BlogList.tsx').then(module => module.BlogList), texts);
const blogPostChunk = screenChunk(() => import('./BlogPostPage.tsx').then(module => module.BlogPostPage), texts);

/** /admin/blog, a custom route (App.tsx). */
export const BlogListRoute = () => <ChunkRoute screen={blogListChunk} />;
/** /admin/blog/new-post, a custom route (App.tsx). */
export const BlogPostRoute = () => <ChunkRoute screen={blogPostChunk} />;
