import { useState } from 'react';
import PreviewIcon from '@mui/icons-material/Preview';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { BLOG_COLOR_PREVIEW, BLOG_COLORS } from '../../../contract/content/blogRichText.ts';
import { failureMessageOf } from '../../custom/content/contentValues.ts';
import { AppDialog } from '../../custom/layout/AppDialog.tsx';
import { sanitisedPreview } from './blogApi.ts';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page the preview frame shows: the server's sanitised body (what the public site will get), the theme's colour
 * tokens, and a policy that loads nothing but this site's images.
 */
export const previewDocument = (title: string, body: string, origin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${origin}; style-src 'unsafe-inline'">
<style>
:root { ${BLOG_COLORS.map((name) => `--color-${name}: ${BLOG_COLOR_PREVIEW[name]};`).join(' ')} }
body { font-family: system-ui, sans-serif; color: var(--color-text); line-height: 1.6; margin: 24px; }
img { max-width: 100%; height: auto; }
</style></head>
<body><h1>${escapeText(title)}</h1>${body}</body></html>`;

/**
 * Shows the post as the public site will: the body goes through the server's sanitiser first, and the result is
 * rendered in a frame with `sandbox=""` (no script, no forms, no navigation of this page, an opaque origin).
 */
export const BlogPreview = () => {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const [doc, setDoc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const html = await sanitisedPreview(String(getValues('html') ?? ''));
      setDoc(previewDocument(String(getValues('title') ?? ''), html, window.location.origin));
    } catch (failure) {
      setError(failureMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<PreviewIcon />} onClick={() => void open()} disabled={busy} sx={{ mb: 2 }}>
        {translate('resources.blogPosts.action.preview')}
      </Button>
      {error ? (
        <Typography color="error" role="alert" variant="body2">
          {error}
        </Typography>
      ) : null}
      <AppDialog
        open={doc !== null}
        onClose={() => setDoc(null)}
        title="resources.blogPosts.preview_title"
        maxWidth="md"
        dividers
        actions={<Button onClick={() => setDoc(null)}>{translate('ra.action.close')}</Button>}
      >
        {doc !== null ? (
          <iframe
            title={translate('resources.blogPosts.preview_frame')}
            sandbox=""
            srcDoc={doc}
            data-testid="blog-preview"
            style={{ border: 0, width: '100%', height: '65vh', display: 'block' }}
          />
        ) : null}
      </AppDialog>
    </>
  );
};
