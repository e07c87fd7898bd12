import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** Spec §2: /admin/blog, the post list. */
export const BLOG_PATH = CONTENT_ROUTES.blogPosts;
/** Spec §2: /admin/blog/new-post, create or edit (the post in navigation state, or `?id=` so a link can be reloaded). */
export const BLOG_POST_PATH = `${BLOG_PATH}/new-post`;
export const blogPostSearch = (id: string) => `?id=${encodeURIComponent(id)}`;
