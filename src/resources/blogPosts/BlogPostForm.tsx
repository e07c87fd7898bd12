import { useMemo, type ReactNode } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { BooleanInput, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { blogPosts, URL_TAKEN } from '../../../contract/content/index.ts';
import { blogUrl } from '../../../contract/content/blogPosts.ts';
import { urlSlug } from '../../../contract/slug.ts';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';
import { ChunkComponent } from '../../custom/layout/ChunkComponent.tsx';
import { ContentDeleteButton } from '../../custom/content/generic/ContentDeleteButton.tsx';
import { SeoInputs } from '../../custom/seo/SeoInputs.tsx';
import { useBlogIndex, type BlogIndexPost } from './blogApi.ts';
import { BlogDraftKeeper } from './BlogDraftKeeper.tsx';
import { BlogLinkWarning } from './BlogLinkWarning.tsx';
import { BlogPreview } from './BlogPreview.tsx';
import { BlogUrlField } from './BlogUrlField.tsx';
import { CategoryInput } from './CategoryInput.tsx';
import { isRequiredIn } from './requiredFields.ts';
import { BLOG_PATH } from './paths.ts';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

const T = 'resources.blogPosts';
// The server's own rules (contract/content/rules.ts): required fields, the SEO limits, text without markup.
const POST_RULES = contentValidator(blogPosts);
/** The required marker (*) where the declaration requires the field (spec §5: title, category, meta fields, H1–H3). */
const required = (source: string) => isRequiredIn(blogPosts, source);
// The preview card and its call to action.
const CARD_SOURCES = ['previewDescription', 'callToActionText', 'callToActionLink'] as const;
// TipTap and ProseMirror (~130 kB gzip) load only when a post's form opens.
const bodyChunk = chunkLoader(() => import('./BlogBodyInput.tsx').then((module) => module.BlogBodyInput));

const BlogBody = () => (
  <ChunkComponent
    chunk={bodyChunk}
    props={{}}
    fallback={<Skeleton variant="rounded" height={320} sx={{ width: '100%', mb: 2 }} aria-label="Loading the editor" />}
  />
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

const PostToolbar = ({ mode }: { mode: 'create' | 'update' }) => {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {/* A new post's Save works on an empty form too: it shows the spec's 'Title is required' and the rest. */}
      <SaveButton alwaysEnable={mode === 'create'} />
      {mode === 'update' && record ? (
        <ContentDeleteButton collection={blogPosts} record={record} look="responsive" redirect={() => BLOG_PATH} />
      ) : null}
    </Toolbar>
  );
};

/** The SEO section with the post's own address in the preview, and the required marker the declaration sets. */
const PostSeo = () => {
  const title: unknown = useWatch({ name: 'title' });
  const category: unknown = useWatch({ name: 'category' });
  const path = useMemo(
    () => ['blog', urlSlug(String(category ?? '')), urlSlug(String(title ?? ''))].filter(Boolean),
    [title, category],
  );
  return <SeoInputs collection={blogPosts} previewPath={path} isRequired={required} />;
};

/** The declaration's rules plus the URL rule the list call lets the form check at once: no two posts at one URL. */
const useRules = (posts: readonly BlogIndexPost[] | undefined) => {
  const record = useRecordContext();
  const ownId = record?.id === undefined ? undefined : String(record.id);
  return useMemo(() => {
    const taken = new Map((posts ?? []).filter((p) => p._id !== ownId).map((p) => [p.url, p]));
    return (values: Record<string, unknown>) => {
      const errors = POST_RULES(values);
      const url = blogUrl(String(values.category ?? ''), String(values.title ?? ''));
      return taken.has(url) ? { ...errors, url: URL_TAKEN(url) } : errors;
    };
  }, [posts, ownId]);
};

/** A blog post's form (spec §2, §5), in create or update mode; Save is blocked while any rule fails. */
export const BlogPostForm = ({ mode, draftKey }: { mode: 'create' | 'update'; draftKey: string }) => {
  const translate = useTranslate();
  const index = useBlogIndex();
  const validate = useRules(index.data?.posts);
  return (
    // onBlur: a field says what is wrong once the admin leaves it (spec §5: H1 to H3 after blur), not only on Save.
    // noValidate: the spec's messages ('Category is required'), never the browser's own bubble over a required input.
    <SimpleForm
      validate={validate}
      mode="onBlur"
      noValidate
      toolbar={<PostToolbar mode={mode} />}
      sx={{ maxWidth: 960 }}
    >
      <WarnWhenUnsaved />
      {mode === 'update' ? <ContentFormWatch /> : null}
      <BlogDraftKeeper draftKey={draftKey} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.mode.${mode}`)}
      </Typography>
      <Section title={`${T}.sections.post`}>
        <ContentTextInput
          collection={blogPosts}
          source="title"
          label={`${T}.fields.title`}
          isRequired={required('title')}
          fullWidth
        />
        <CategoryInput categories={index.data?.categories ?? []} />
        <BlogUrlField />
        <BooleanInput source="isActive" label={`${T}.fields.isActive`} />
      </Section>
      <Section title={`${T}.sections.body`}>
        <BlogBody />
        <BlogLinkWarning posts={index.data?.posts ?? []} />
        <BlogPreview />
      </Section>
      <Section title={`${T}.sections.card`}>
        {CARD_SOURCES.map((source) => (
          <ContentTextInput
            key={source}
            collection={blogPosts}
            source={source}
            label={`${T}.fields.${source}`}
            fullWidth
            multiline={source === 'previewDescription'}
            minRows={source === 'previewDescription' ? 2 : undefined}
          />
        ))}
      </Section>
      <Section title={`${T}.sections.seo`}>
        <PostSeo />
        <ContentTextInput collection={blogPosts} source="metaCanonical" label={`${T}.fields.metaCanonical`} fullWidth />
      </Section>
    </SimpleForm>
  );
};
