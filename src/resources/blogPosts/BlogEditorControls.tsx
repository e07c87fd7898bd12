import { useEffect, useReducer } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import type { ChainedCommands } from '@tiptap/core';
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
const T = 'resources.blogPosts.editor';

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

interface EditorSelectProps {
  label: string;
  /** Value, text and colour sample of each option; the first one clears (paragraph, default). */
  options: readonly (readonly [value: string, text: string, swatch?: string])[];
  /** Whether an option is what the caret is in. */
  isActive: (editor: Editor, value: string) => boolean;
  /** The command for a chosen option, run on the focused editor. */
  apply: (chain: ChainedCommands, value: string) => ChainedCommands;
  minWidth?: number;
}

const SWATCH_SX = { display: 'inline-block', width: 14, height: 14, mr: 1, borderRadius: '2px', border: 1 } as const;

/** A toolbar select following the caret; compact beside the buttons (the theme makes text fields full width). */
const EditorSelect = ({ label, options, isActive, apply, minWidth = 140 }: EditorSelectProps) => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  useEditorTick(editor);
  const [[clear = ''] = [], ...others] = options;
  const current = editor ? others.find(([value]) => isActive(editor, value))?.[0] : undefined;
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={current ?? clear}
      disabled={!editor?.isEditable}
      onChange={(event) => apply(editor.chain().focus(), event.target.value).run()}
      fullWidth={false}
      sx={{ minWidth, width: 'auto' }}
    >
      {options.map(([value, text, swatch]) => (
        <MenuItem key={value} value={value}>
          {swatch && (
            <Box component="span" aria-hidden sx={{ ...SWATCH_SX, borderColor: 'divider', bgcolor: swatch }} />
          )}
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Paragraph or H2–H4 (the page's H1 is the SEO section's). */
export const HeadingSelect = () => {
  const translate = useTranslate();
  const levels = HEADING_LEVELS.map((n) => [String(n), translate(`${T}.heading`, { level: n })] as const);
  return (
    <EditorSelect
      label={`${T}.block`}
      options={[['p', translate(`${T}.paragraph`)], ...levels]}
      isActive={(editor, level) => editor.isActive('heading', { level: Number(level) })}
      apply={(chain, next) =>
        next === 'p' ? chain.setNode('paragraph') : chain.setNode('heading', { level: Number(next) })
      }
    />
  );
};

/** Spec §5's text colours as the theme's named tokens, never a free colour. */
export const ColorSelect = () => {
  const translate = useTranslate();
  const colors = BLOG_COLORS.map(
    (name) => [name, translate(`resources.blogPosts.colors.${name}`), BLOG_COLOR_PREVIEW[name]] as const,
  );
  return (
    <EditorSelect
      label={`${T}.color`}
      options={[['', translate(`${T}.default`)], ...colors]}
      isActive={(editor, name) => editor.isActive('textStyle', { color: blogColorValue(name as BlogColor) })}
      apply={(chain, name) => (name ? chain.setColor(blogColorValue(name as BlogColor)) : chain.unsetColor())}
    />
  );
};

/** Spec §5: 12px to 72px. */
export const FontSizeSelect = () => {
  const translate = useTranslate();
  const sizes = BLOG_FONT_SIZES.map((size) => [String(size), `${size}px`] as const);
  return (
    <EditorSelect
      label={`${T}.size`}
      options={[['', translate(`${T}.default`)], ...sizes]}
      isActive={(editor, size) => editor.isActive('textStyle', { fontSize: `${size}px` })}
      apply={(chain, size) => (size ? chain.setFontSize(`${size}px`) : chain.unsetFontSize())}
      minWidth={110}
    />
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
