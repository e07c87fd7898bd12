import { useCallback } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, SaveButton, useCreate, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { answerMessageOf } from '../../custom/content/contentValues.ts';
import { HistoryPanel } from '../../custom/history/HistoryPanel.tsx';
import { useInvalidateHistory } from '../../custom/history/historyQuery.ts';
import { focusFirstFieldOnEnter } from '../menuItems/focusFirstField.ts';
import { SaveThenClose } from '../menuItems/MenuItemEditDialog.tsx';
import { submissionErrorsOf } from '../menuItems/submissionErrors.ts';
import { useDiscardQuestion } from '../menuItems/useDiscardQuestion.tsx';
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

    const submit = async (values: FieldValues) => {
        let answer: CarouselCardRecord | void;
        try {
            answer = await create(CAROUSEL_RESOURCE, { data: values }, { returnPromise: true });
        } catch (error) {
            return submissionErrorsOf(error);
        }
        const message = answerMessageOf(answer) ?? 'app.content.created';
        notify(message, { type: 'info', messageArgs: { _: message } });
        onClose();
    };

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

/**
 * Edit: the shared ContentEdit (PUT /carousel/{id} with the version the admin saw, 412 and the conflict dialog on
 * a save over someone else's), the card's History panel under its fields, as on every content edit view.
 */
export const CarouselCardEditDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const invalidateHistory = useInvalidateHistory();
    const discard = useDiscardQuestion(onClose);
    const saved = useCallback(
        (answer: RaRecord) => {
            notify(answerMessageOf(answer) ?? 'app.content.updated', { type: 'info' });
            void invalidateHistory(CAROUSEL_RESOURCE, id);
            onClose();
        },
        [id, invalidateHistory, notify, onClose],
    );

    return (
        <>
            <Dialog open onClose={discard.requestClose} aria-labelledby="carousel-card-edit-title" fullWidth maxWidth="md" scroll="body" slotProps={focusFirstFieldOnEnter}>
                <DialogTitle id="carousel-card-edit-title">{translate('app.carousel.edit_title')}</DialogTitle>
                <ContentEdit resource={CAROUSEL_RESOURCE} id={id} title={false} actions={false} component="div" history={false}>
                    <SaveThenClose onSaved={saved}>
                        <Form validate={CAROUSEL_CARD_RULES} noValidate>
                            <ContentFormWatch />
                            {discard.watch}
                            <DialogContent sx={{ pt: 0 }}>
                                <CarouselCardInputs />
                                <HistoryPanel resource={CAROUSEL_RESOURCE} id={id} />
                            </DialogContent>
                            <DialogActions>
                                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                                <SaveButton />
                            </DialogActions>
                        </Form>
                    </SaveThenClose>
                </ContentEdit>
            </Dialog>
            {discard.question}
        </>
    );
};
