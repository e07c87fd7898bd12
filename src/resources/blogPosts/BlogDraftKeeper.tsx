import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { forgetDraft, readDraft, writeDraft, type BlogDraft } from './blogDraft.ts';

const WRITE_AFTER_MS = 600;

/**
 * Inside the post's form: writes the input to the browser's storage while it differs from the saved post, offers a
 * draft left by an earlier visit (crash, closed tab) back, and drops it when the post is saved (its version moves on).
 */
export const BlogDraftKeeper = ({ draftKey }: { draftKey: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { reset, getValues } = useFormContext();
  const { isDirty } = useFormState();
  const values = useWatch();
  const [offer, setOffer] = useState<BlogDraft | null>(() => readDraft(draftKey));
  const version = record?.version;
  const savedVersion = useRef(version);

  useEffect(() => {
    if (savedVersion.current !== undefined && version !== savedVersion.current) forgetDraft(draftKey);
    savedVersion.current = version;
  }, [draftKey, version]);

  useEffect(() => {
    // While a draft is on offer it stays as it was, until the admin takes or drops it.
    if (!isDirty || offer) return;
    const timer = window.setTimeout(() => writeDraft(draftKey, getValues()), WRITE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [draftKey, getValues, isDirty, offer, values]);

  if (!offer) return null;
  const restore = () => {
    // The draft's own version goes along: if the post was saved since, the save is refused (412) and the
    // conflict dialog shows both, instead of the draft silently overwriting the newer post.
    reset({ ...getValues(), ...offer.values }, { keepDefaultValues: true });
    setOffer(null);
  };
  const discard = () => {
    forgetDraft(draftKey);
    setOffer(null);
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, width: '100%', maxWidth: 760 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={restore}>
            {translate('resources.blogPosts.draft.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={discard}>
            {translate('resources.blogPosts.draft.discard')}
          </Button>
        </>
      }
    >
      {translate('resources.blogPosts.draft.offer', { time: new Date(offer.savedAt).toLocaleString() })}
    </Alert>
  );
};
