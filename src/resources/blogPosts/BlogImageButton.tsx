import { useRef, useState } from 'react';
import ImageIcon from '@mui/icons-material/Image';
import { Button, LinearProgress, TextField, ToggleButton, Typography } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import { BLOG_MEDIA_FOLDER } from '../../../contract/content/blogRichText.ts';
import { altTextProblem, precheckFile } from '../../custom/media/mediaRules.ts';
import { useMediaUpload } from '../../custom/media/useMediaUpload.ts';
import { AppDialog } from '../../custom/layout/AppDialog.tsx';

/**
 * The body's image button: instead of ra-input-rich-text's URL prompt, a file goes through the platform's media
 * upload (preset 'blog', spec §7) with its alt text, and the stored image's `/media/...` address goes into the
 * body (the only image source the server keeps).
 */
export const BlogImageButton = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | undefined>();
  const { progress, error, setError, upload, cancel } = useMediaUpload({ folder: BLOG_MEDIA_FOLDER, preset: 'blog' });
  const label = translate('resources.blogPosts.editor.image');

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const refused = await precheckFile(chosen);
    setFile(chosen);
    setAlt('');
    setAltError(undefined);
    setError(refused);
  };
  const close = () => {
    cancel();
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const insert = async () => {
    if (!file) return;
    const problem = altTextProblem(alt, file.name);
    setAltError(problem);
    if (problem) return;
    const media = await upload(file);
    if (!media) return;
    editor
      .chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src: media.src, alt: alt.trim() } })
      .run();
    close();
  };

  return (
    <>
      <ToggleButton
        value="image"
        size="small"
        aria-label={label}
        title={label}
        disabled={!editor?.isEditable}
        onClick={() => input.current?.click()}
      >
        <ImageIcon fontSize="inherit" />
      </ToggleButton>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        hidden
        data-testid="blog-image-file"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <AppDialog
        open={file !== null}
        onClose={close}
        title="resources.blogPosts.editor.image"
        actions={
          <>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" onClick={() => void insert()} disabled={Boolean(progress) || Boolean(error)}>
              {translate('resources.blogPosts.editor.insert_image')}
            </Button>
          </>
        }
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {file?.name}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label={translate('resources.blogPosts.editor.alt')}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          error={Boolean(altError)}
          helperText={
            altError ? translate(altError, { _: altError }) : translate('resources.blogPosts.editor.alt_help')
          }
        />
        {progress ? (
          <LinearProgress
            variant="determinate"
            value={progress.fraction * 100}
            sx={{ mt: 2 }}
            aria-label={translate('resources.blogPosts.editor.uploading')}
          />
        ) : null}
        {error ? (
          <Typography color="error" role="alert" variant="body2" sx={{ mt: 2 }}>
            {translate(error, { _: error })}
          </Typography>
        ) : null}
      </AppDialog>
    </>
  );
};
