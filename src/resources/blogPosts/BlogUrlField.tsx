import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { blogUrl } from '../../../contract/content/blogPosts.ts';
import { urlSlug } from '../../../contract/slug.ts';

/**
 * Spec §5: the post's URL, `/blog/{category}/{title}`, shown as the admin types and never editable. The field is
 * registered so the URL's own errors (taken by another post: the form's check, or the server's answer) show here
 * and clear as soon as the title or category changes; the server computes it again and ignores what is sent.
 */
export const BlogUrlField = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const title: unknown = useWatch({ name: 'title' });
  const category: unknown = useWatch({ name: 'category' });
  const { fieldState, id } = useInput({ source: 'url' });
  const titleText = typeof title === 'string' ? title : '';
  const categoryText = typeof category === 'string' ? category : '';
  const url = blogUrl(categoryText, titleText);
  const complete = urlSlug(titleText) !== '' && urlSlug(categoryText) !== '';

  useEffect(() => {
    setValue('url', url, { shouldValidate: true, shouldDirty: false });
  }, [setValue, url]);

  // The form-level rule files `{ message }` objects, the server's answer plain text: ValidationError reads both
  // (translating the object itself crashed the form: 'Polyglot.transformPhrase expects argument #1 to be string').
  const error = fieldState.error?.message;
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <Typography variant="caption" color="text.secondary" component="div" id={`${id}-label`}>
        {translate('resources.blogPosts.fields.url')}
      </Typography>
      <Typography
        variant="body2"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="blog-url"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', color: complete ? 'text.primary' : 'text.secondary' }}
      >
        {complete ? url : translate('resources.blogPosts.url_pending')}
      </Typography>
      {error ? (
        <Typography variant="caption" color="error" role="alert" id={`${id}-error`}>
          <ValidationError error={error} />
        </Typography>
      ) : null}
    </Box>
  );
};
