import { contentScreenRoute } from '../../custom/content/generic/contentRoutes.tsx';

const texts = () => import('../../i18n/blog.en.ts').then((module) => module.blogMessages);

export { BLOG_PATH, BLOG_POST_PATH } from './paths.ts';

/**
 * /admin/blog/new-post: the post list is generic (its declaration's admin part); the editor comes with the generic parts
 * its toolbar's delete comes from. The rich-text editor is a chunk of its own.
 */
export const BlogPostRoute = contentScreenRoute(
  () => import('./BlogPostPage.tsx').then((module) => module.BlogPostPage),
  texts,
);
