import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { IMAGE_REMOVED } from '../../../contract/content/index.ts';
import { answerMessageOf, failureMessageOf } from '../../custom/content/contentValues.ts';
import { useInvalidateHistory } from '../../custom/history/historyQuery.ts';
import { http } from '../../dataProvider/http.ts';

const answer = z.looseObject({ version: z.number().int(), message: z.string().optional() });

/**
 * Update mode: removes the saved page's image at once with the spec's call (DELETE /ride-share-seo/image/{id},
 * 'Image is removed'), with the version the form holds, so an image someone changed meanwhile is not removed
 * (412). The form's other input stays as it is; its image and version follow the server.
 */
export const CityImageRemoveButton = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const invalidateHistory = useInvalidateHistory();
    const { resetField, setValue, getValues } = useFormContext();
    const img: unknown = useWatch({ name: 'img' });
    const [busy, setBusy] = useState(false);
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
            void invalidateHistory('rideShareCities', record.id);
        } catch (error) {
            notify(failureMessageOf(error), { type: 'error' });
        } finally {
            setBusy(false);
        }
    };
    return (
        <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => void remove()} sx={{ alignSelf: 'flex-start', mb: 2 }}>
            {translate('resources.rideShareCities.action.remove_image')}
        </Button>
    );
};
