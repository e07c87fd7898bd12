import { useCallback, type ReactNode } from 'react';
import { Create, useEditContext, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router-dom';
import { blogPosts } from '../../../contract/content/index.ts';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentSaveContext } from '../../custom/content/ContentSaveContext.tsx';
import { answerMessageOf } from '../../custom/content/contentValues.ts';
import { useDocumentTitle } from '../../custom/content/generic/useDocumentTitle.ts';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { forgetDraft } from './blogDraft.ts';
import { BlogPostForm } from './BlogPostForm.tsx';
import { BLOG_PATH, BLOG_POST_PATH, blogPostSearch } from './paths.ts';

const T = 'resources.blogPosts';
const back = <BackToolbar to={BLOG_PATH} label={`${T}.action.back`} />;

/** A new post: every field empty, inactive (the declaration's defaults). */
const NEW_POST = {
  title: '',
  category: '',
  html: '',
  content: null,
  isActive: false,
  previewDescription: '',
  callToActionText: '',
  callToActionLink: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  metaCanonical: '',
  seoTags: { h1: '', h2: '', h3: '' },
};

/** 'Blog post "Spring offers"': the page's heading and, with the console's name, the browser tab's title. */
const useEditTitle = () => {
  const translate = useTranslate();
  const { record } = useEditContext();
  if (!record) return undefined;
  return translate(`${T}.edit_title`, { title: typeof record.title === 'string' ? `"${record.title}"` : '' }).trim();
};

const EditTitle = () => <>{useEditTitle()}</>;

/** The way back to the list; the tab names the post (it said only 'Blog' with several posts open). */
const EditActions = () => {
  useDocumentTitle(useEditTitle());
  return back;
};

/** Update mode: the post's form with its History (ContentEdit: 412 → the conflict dialog, the server's toast). */
const BlogPostEdit = ({ id }: { id: string }) => (
  <ContentEdit resource={blogPosts.name} id={id} title={<EditTitle />} actions={<EditActions />}>
    <BlogPostForm mode="update" draftKey={id} />
  </ContentEdit>
);

/**
 * Create mode: after 'The post was successfully created' the page goes on as the new post's update mode (its
 * `?id=`), and the browser's draft of a new post is dropped. ContentCreate's body with that one addition.
 */
const BlogPostCreate = () => (
  <Create
    resource={blogPosts.name}
    mutationMode="pessimistic"
    title={`${T}.create_title`}
    record={NEW_POST}
    actions={back}
  >
    <CreateSaved>
      <BlogPostForm mode="create" draftKey="new" />
    </CreateSaved>
  </Create>
);

const CreateSaved = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  useDocumentTitle(translate(`${T}.create_title`));
  const notify = useNotify();
  const redirect = useRedirect();
  const onSaved = useCallback(
    (answer: RaRecord) => {
      forgetDraft('new');
      notify(answerMessageOf(answer) ?? 'app.content.created', { type: 'info' });
      redirect(() => `${BLOG_POST_PATH}${blogPostSearch(String(answer.id))}`);
    },
    [notify, redirect],
  );
  return <ContentSaveContext onSaved={onSaved}>{children}</ContentSaveContext>;
};

/**
 * /admin/blog/new-post (spec §2, §4): update mode when a post arrived in navigation state (the list's Edit) or its
 * id is in `?id=` (a reloaded or shared link), create mode otherwise.
 */
export const BlogPostPage = () => {
  const location = useLocation();
  const [params] = useSearchParams();
  const statePost = (location.state as { record?: RaRecord } | null)?.record;
  const id = params.get('id') ?? (statePost?.id === undefined ? undefined : String(statePost.id));
  return id ? <BlogPostEdit key={id} id={id} /> : <BlogPostCreate />;
};
