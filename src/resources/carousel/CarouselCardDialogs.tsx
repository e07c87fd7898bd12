import { useCallback } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, SaveButton, useCreate, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { ContentEditDialog } from '../../custom/content/ContentEditDialog.tsx';
import { useSingleSubmit } from '../../custom/content/useSingleSubmit.ts';
import { answerMessageOf } from '../../custom/content/contentValues.ts';
import { focusFirstFieldOnEnter } from '../../custom/content/focusFirstField.ts';
import { submissionErrorsOf } from '../../custom/content/submissionErrors.ts';
import { useDiscardQuestion } from '../../custom/content/useDiscardQuestion.tsx';
import { CAROUSEL_CARD_RULES, CarouselCardInputs, emptyCard } from './CarouselCardInputs.tsx';
import { CAROUSEL_RESOURCE } from './paths.ts';
import type { CarouselCardRecord } from './types.ts';

/**
 * Spec §2 'Category card dialogs for add and edit'. Add: POST /carousel; the new card goes last. The answer's
 * message ('Data added successfully') is the toast; a 400's field errors land under their inputs.
 */
export const CarouselCardCreateDialog = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [create] = useCreate<CarouselCardRecord>();
    // Escape and a click beside the dialog ask first when something was typed; Cancel and a save close at once.
    const discard = useDiscardQuestion(onClose);

    // Once at a time: a double click on Save created two cards.
    const submit = useSingleSubmit(async (values: FieldValues) => {
        let answer: CarouselCardRecord | void;
        try {
            answer = await create(CAROUSEL_RESOURCE, { data: values }, { returnPromise: true });
        } catch (error) {
            return submissionErrorsOf(error);
        }
        const message = answerMessageOf(answer) ?? 'app.content.created';
        notify(message, { type: 'info', messageArgs: { _: message } });
        onClose();
    });

    return (
        <>
            <Dialog open onClose={discard.requestClose} aria-labelledby="carousel-card-add-title" fullWidth maxWidth="md" scroll="body" slotProps={focusFirstFieldOnEnter}>
                <Form onSubmit={submit} defaultValues={emptyCard()} validate={CAROUSEL_CARD_RULES} noValidate>
                    {discard.watch}
                    <DialogTitle id="carousel-card-add-title">{translate('app.carousel.add_title')}</DialogTitle>
                    <DialogContent>
                        <CarouselCardInputs />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                        <SaveButton alwaysEnable />
                    </DialogActions>
                </Form>
            </Dialog>
            {discard.question}
        </>
    );
};

/** Edit: PUT /carousel/{id} with the version the admin saw (412 and the conflict dialog on a save over someone else's). */
export const CarouselCardEditDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const notify = useNotify();
    const saved = useCallback((answer: RaRecord) => notify(answerMessageOf(answer) ?? 'app.content.updated', { type: 'info' }), [notify]);
    return (
        <ContentEditDialog resource={CAROUSEL_RESOURCE} id={id} title="app.carousel.edit_title" validate={CAROUSEL_CARD_RULES} onClose={onClose} onSaved={saved} maxWidth="md">
            <CarouselCardInputs />
        </ContentEditDialog>
    );
};
