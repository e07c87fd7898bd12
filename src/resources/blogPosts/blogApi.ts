import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../dataProvider/http.ts';

const indexPost = z.looseObject({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  url: z.string(),
  isActive: z.boolean(),
});
/** Spec §7: GET /blog-posts answers the posts and the categories. */
const blogIndex = z.object({ posts: z.array(indexPost), categories: z.array(z.string()) });
export type BlogIndexPost = z.infer<typeof indexPost>;

/** Under the resource's name, so react-admin's writes of blog posts refresh it too. */
export const BLOG_INDEX_KEY = ['blogPosts', 'index'] as const;

/** The posts and categories (for the category choice, the URL check and the link check). */
export const useBlogIndex = () =>
  useQuery({
    queryKey: BLOG_INDEX_KEY,
    queryFn: async ({ signal }) => (await http('/v1/blog-posts', blogIndex, { signal })).json,
  });

/** The body as the server stores and serves it (sanitised), for the preview. */
export const sanitisedPreview = async (html: string): Promise<string> =>
  (await http('/v1/blog-posts/preview', z.object({ html: z.string() }), { method: 'POST', body: { html } })).json.html;
