import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useNotify } from 'react-admin';
import type { AnyExtension } from '@tiptap/core';
import { FontSize } from '@tiptap/extension-text-style';
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import {
  BLOG_COLOR_PREVIEW,
  BLOG_COLORS,
  HEADING_LEVELS,
  LINK_REL,
  safeHref,
} from '../../../contract/content/blogRichText.ts';
import { BlogImageButton } from './BlogImageButton.tsx';
import { cleanPastedHtml } from './pastedContent.ts';
import { ColorSelect, ContentJsonSync, FontSizeSelect, HeadingSelect } from './BlogEditorControls.tsx';

const defaults = DefaultEditorOptions.extensions ?? [];
const extension = (name: string): AnyExtension => {
  const found = defaults.find((e) => e.name === name);
  if (!found) throw new Error(`ra-input-rich-text has no ${name} extension`);
  return found;
};

/**
 * What the editor can write is exactly the server's allow-list (contract/content/blogRichText.ts): StarterKit
 * without code blocks and rules, H2–H4, links only to http(s), mailto and site paths (with the editor's fixed target
 * and rel), text align, media images, colour tokens and font sizes. No highlight (ra-input-rich-text's default).
 */
const BLOG_EDITOR_OPTIONS = {
  ...DefaultEditorOptions,
  extensions: [
    extension('starterKit').configure({
      heading: { levels: [...HEADING_LEVELS] },
      codeBlock: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true, // '' only answers ra-input-rich-text's `can().setLink({href: ''})` probe; an empty link is dropped on save.
        isAllowedUri: (url: string) => url === '' || safeHref(url),
        HTMLAttributes: { target: '_blank', rel: LINK_REL },
      },
    }),
    extension('textAlign'),
    extension('image').configure({ inline: true, resize: false }),
    extension('textStyle'),
    extension('color'),
    FontSize,
  ],
};

/** The colour tokens painted as the preview paints them, so the editor shows what the admin chose. */
const TOKENS_SX = Object.fromEntries(BLOG_COLORS.map((name) => [`--color-${name}`, BLOG_COLOR_PREVIEW[name]]));

const BlogToolbar = () => (
  <RichTextInputToolbar size="small">
    <HeadingSelect />
    <FormatButtons size="small" />
    <ColorSelect />
    <FontSizeSelect />
    <AlignmentButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <BlogImageButton />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
    <ContentJsonSync />
  </RichTextInputToolbar>
);

/**
 * A paste keeps only what the server's sanitiser keeps (pastedContent.ts), and says what it left out: shown in the
 * editor, then dropped on save, it was lost without a word.
 */
const usePasteRules = () => {
  const notify = useNotify();
  return useMemo(
    () => ({
      ...BLOG_EDITOR_OPTIONS,
      editorProps: {
        transformPastedHTML: (html: string) => {
          const pasted = cleanPastedHtml(html);
          if (pasted.removedImages || pasted.removedStyles) {
            notify('resources.blogPosts.paste_cleaned', {
              type: 'warning',
              messageArgs: { images: pasted.removedImages, styles: pasted.removedStyles },
            });
          }
          return pasted.html;
        },
      },
    }),
    [notify],
  );
};

/** The post's body (spec §3: `html`, and the editor's own `content`), in a chunk of its own: TipTap is large. */
export const BlogBodyInput = () => {
  const editorOptions = usePasteRules();
  return (
    <Box
      sx={{
        ...TOKENS_SX,
        width: '100%',
        '& .ProseMirror': { minHeight: 240 },
        '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
      }}
    >
      <RichTextInput
        source="html"
        label="resources.blogPosts.fields.html"
        editorOptions={editorOptions}
        toolbar={<BlogToolbar />}
        fullWidth
      />
    </Box>
  );
};
