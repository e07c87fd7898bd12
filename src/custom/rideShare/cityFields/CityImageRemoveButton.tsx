import { useId, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { IMAGE_REMOVED } from '../../../../contract/content/index.ts';
import { answerMessageOf, failureMessageOf } from '../../content/contentValues.ts';
import { useInvalidateHistory } from '../../history/historyQuery.ts';
import { http } from '../../../dataProvider/http.ts';
import { CancelFirstConfirm } from '../../content/CancelFirstConfirm.tsx';

const T = 'app.rideShareCity';
const answer = z.looseObject({ version: z.number().int(), message: z.string().optional() });

/**
 * Update mode: removes the saved page's image at once with the spec's call (DELETE /ride-share-seo/image/{id},
 * 'Image is removed'), with the version the form holds, so an image someone changed meanwhile is not removed
 * (412). The form's other input stays as it is; its image and version follow the server. Unlike the image input's
 * 'Remove image' (the form only, until Save) it changes the saved page, so it asks first, Cancel focused.
 */
export const CityImageRemoveButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const invalidateHistory = useInvalidateHistory();
  const { resetField, setValue, getValues } = useFormContext();
  const img: unknown = useWatch({ name: 'img' });
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const helpId = useId();
  // Only the image the server has: a new one not saved yet is removed by the image input itself.
  const saved = record?.img as { publicId?: string } | null | undefined;
  if (!record || !saved || (img as { publicId?: string } | null)?.publicId !== saved.publicId) return null;
  const remove = async () => {
    setBusy(true);
    try {
      const { json } = await http(`/v1/ride-share-seo/image/${encodeURIComponent(String(record.id))}`, answer, {
        method: 'DELETE',
        body: { version: getValues('version') as number },
      });
      resetField('img', { defaultValue: null });
      // Not an input (resetField ignores it): the value the next save sends.
      setValue('version', json.version);
      notify(answerMessageOf(json) ?? IMAGE_REMOVED, { type: 'info' });
      if (resource) void invalidateHistory(resource, record.id);
    } catch (error) {
      notify(failureMessageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <Box sx={{ alignSelf: 'flex-start', mb: 2 }}>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        disabled={busy}
        onClick={() => setAsking(true)}
        aria-describedby={helpId}
      >
        {translate(`${T}.action.remove_image`)}
      </Button>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {translate(`${T}.help.remove_image_now`)}
      </FormHelperText>
      <CancelFirstConfirm
        isOpen={asking}
        loading={busy}
        title={`${T}.message.remove_image_title`}
        content={`${T}.message.remove_image_content`}
        confirm={`${T}.message.remove_image_confirm`}
        cancel={`${T}.message.remove_image_cancel`}
        confirmColor="error"
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};
