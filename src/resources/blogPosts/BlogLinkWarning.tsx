import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { blogLinksOf } from '../../../contract/content/blogRichText.ts';
import type { BlogIndexPost } from './blogApi.ts';

/**
 * Beyond the spec: links in the body to `/blog/...` addresses no active post has (a typo, a deleted or inactive
 * post). A warning, not an error: the admin may be about to publish the other post.
 */
export const BlogLinkWarning = ({ posts }: { posts: readonly BlogIndexPost[] }) => {
  const translate = useTranslate();
  const html: unknown = useWatch({ name: 'html' });
  if (typeof html !== 'string' || !html) return null;
  const live = new Set(posts.filter((p) => p.isActive).map((p) => p.url));
  const broken = [
    ...new Set(blogLinksOf(html).map((href) => (href.split(/[?#]/)[0] ?? href).replace(/\/+$/, '').toLowerCase())),
  ].filter((url) => !live.has(url));
  if (!broken.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      {translate('resources.blogPosts.broken_links', { smart_count: broken.length })}
      <ul style={{ margin: 0 }}>
        {broken.map((url) => (
          <li key={url}>
            <code>{url}</code>
          </li>
        ))}
      </ul>
    </Alert>
  );
};
