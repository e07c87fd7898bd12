import { contentScreenChunk } from '../../custom/content/generic/contentRoutes.tsx';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';

const texts = () => import('../../i18n/blog.en.ts').then((module) => module.blogMessages);

export { BLOG_PATH, BLOG_POST_PATH } from './paths.ts';

// The post list is generic (its declaration's admin part); the editor is loaded on first visit, without suspending
// (ChunkRoute.tsx), with the generic parts its toolbar's delete comes from. The rich-text editor is a chunk of its own.
const blogPostChunk = contentScreenChunk(
  () => import('./BlogPostPage.tsx').then((module) => module.BlogPostPage),
  texts,
);

/** /admin/blog/new-post, a custom route (App.tsx). */
export const BlogPostRoute = () => <ChunkRoute screen={blogPostChunk} />;
