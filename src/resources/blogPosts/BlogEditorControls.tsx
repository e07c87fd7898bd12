import { useEffect, useReducer } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  BLOG_COLOR_PREVIEW,
  BLOG_COLORS,
  BLOG_FONT_SIZES,
  blogColorValue,
  HEADING_LEVELS,
  type BlogColor,
} from '../../../contract/content/blogRichText.ts';

type Editor = ReturnType<typeof useTiptapEditor>;

/** Re-renders the control when the editor's selection or content moves (its marks and block type follow the caret). */
const useEditorTick = (editor: Editor | null | undefined) => {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', tick);
    return () => {
      editor.off('transaction', tick);
    };
  }, [editor]);
};

// Compact beside the toolbar's buttons (the theme makes text fields full width).
const selectSx = { minWidth: 140, width: 'auto' };

/** Paragraph or H2–H4 (the page's H1 is the SEO section's). */
export const HeadingSelect = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  useEditorTick(editor);
  const level = HEADING_LEVELS.find((n) => editor?.isActive('heading', { level: n }));
  return (
    <TextField
      select
      size="small"
      label={translate('resources.blogPosts.editor.block')}
      value={level ? String(level) : 'p'}
      disabled={!editor?.isEditable}
      onChange={(event) => {
        const next = event.target.value;
        const chain = editor.chain().focus();
        if (next === 'p') chain.setNode('paragraph').run();
        else chain.setNode('heading', { level: Number(next) }).run();
      }}
      fullWidth={false}
      sx={selectSx}
    >
      <MenuItem value="p">{translate('resources.blogPosts.editor.paragraph')}</MenuItem>
      {HEADING_LEVELS.map((n) => (
        <MenuItem key={n} value={String(n)}>
          {translate('resources.blogPosts.editor.heading', { level: n })}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Spec §5's text colours as the theme's named tokens, never a free colour. */
export const ColorSelect = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  useEditorTick(editor);
  const current = BLOG_COLORS.find((name) => editor?.isActive('textStyle', { color: blogColorValue(name) }));
  return (
    <TextField
      select
      size="small"
      label={translate('resources.blogPosts.editor.color')}
      value={current ?? ''}
      disabled={!editor?.isEditable}
      onChange={(event) => {
        const name = event.target.value as BlogColor | '';
        if (name) editor.chain().focus().setColor(blogColorValue(name)).run();
        else editor.chain().focus().unsetColor().run();
      }}
      fullWidth={false}
      sx={selectSx}
    >
      <MenuItem value="">{translate('resources.blogPosts.editor.default')}</MenuItem>
      {BLOG_COLORS.map((name) => (
        <MenuItem key={name} value={name}>
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-block',
              width: 14,
              height: 14,
              mr: 1,
              borderRadius: '2px',
              border: 1,
              borderColor: 'divider',
              bgcolor: BLOG_COLOR_PREVIEW[name],
            }}
          />
          {translate(`resources.blogPosts.colors.${name}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Spec §5: 12px to 72px. */
export const FontSizeSelect = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  useEditorTick(editor);
  const current = BLOG_FONT_SIZES.find((size) => editor?.isActive('textStyle', { fontSize: `${size}px` }));
  return (
    <TextField
      select
      size="small"
      label={translate('resources.blogPosts.editor.size')}
      value={current ? String(current) : ''}
      disabled={!editor?.isEditable}
      onChange={(event) => {
        const size = event.target.value;
        if (size) editor.chain().focus().setFontSize(`${size}px`).run();
        else editor.chain().focus().unsetFontSize().run();
      }}
      fullWidth={false}
      sx={{ minWidth: 110, width: 'auto' }}
    >
      <MenuItem value="">{translate('resources.blogPosts.editor.default')}</MenuItem>
      {BLOG_FONT_SIZES.map((size) => (
        <MenuItem key={size} value={String(size)}>
          {size}px
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * Keeps the form's `content` (the editor's own JSON, spec §3) in step with its HTML: RichTextInput writes only the
 * HTML field. An empty editor is no content.
 */
export const ContentJsonSync = () => {
  const editor = useTiptapEditor();
  const { setValue } = useFormContext();
  useEffect(() => {
    if (!editor) return;
    const sync = () => setValue('content', editor.isEmpty ? null : editor.getJSON(), { shouldDirty: true });
    editor.on('update', sync);
    return () => {
      editor.off('update', sync);
    };
  }, [editor, setValue]);
  return null;
};
