import { useCallback, useMemo, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
    Form,
    SaveButton,
    SaveContextProvider,
    useNotify,
    useSaveContext,
    useTranslate,
    type Identifier,
    type RaRecord,
    type SaveHandler,
} from 'react-admin';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { HistoryPanel } from '../../custom/history/HistoryPanel.tsx';
import { useInvalidateHistory } from '../../custom/history/historyQuery.ts';
import { focusFirstFieldOnEnter } from '../menuItems/focusFirstField.ts';
import { useDiscardQuestion } from '../menuItems/useDiscardQuestion.tsx';
import { PARTNER_RULES, PartnerInputs } from './PartnerInputs.tsx';
import { PARTNERS_RESOURCE } from './paths.ts';
import { statusOf } from './statusOf.ts';

/** Inside ContentEdit: a successful save closes the dialog; failures keep ContentEdit's handling (toast, field errors, 412 dialog). */
const SaveThenClose = ({ onSaved, children }: { onSaved: (answer: RaRecord) => void; children: ReactNode }) => {
    const saveContext = useSaveContext();
    const contentSave = saveContext.save;
    const save = useCallback<SaveHandler<RaRecord>>(
        async (data, callbacks) => (contentSave ? contentSave(data, { ...callbacks, onSuccess: onSaved }) : undefined),
        [contentSave, onSaved],
    );
    const value = useMemo(() => ({ ...saveContext, save }), [saveContext, save]);
    return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
};

/**
 * Edits a partner: the shared ContentEdit sends the record back with its version, so a save over someone else's
 * gets 412 and the conflict dialog. Name and promo code are read-only here (spec §4).
 */
export const PartnerEditDialog = ({ id, onClose }: { id: Identifier; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const invalidateHistory = useInvalidateHistory();
    const discard = useDiscardQuestion(onClose);

    const saved = useCallback(
        (answer: RaRecord) => {
            const status = statusOf(answer) ?? translate('app.content.updated');
            notify(status, { type: 'success', messageArgs: { _: status } });
            void invalidateHistory(PARTNERS_RESOURCE, id);
            onClose();
        },
        [id, invalidateHistory, notify, onClose, translate],
    );

    return (
        <>
            <Dialog open onClose={discard.requestClose} aria-labelledby="partner-edit-title" fullWidth maxWidth="sm" scroll="body" slotProps={focusFirstFieldOnEnter}>
                <DialogTitle id="partner-edit-title">{translate('resources.partners.edit_title')}</DialogTitle>
                <ContentEdit resource={PARTNERS_RESOURCE} id={id} title={false} actions={false} component="div" history={false}>
                    <SaveThenClose onSaved={saved}>
                        <Form validate={PARTNER_RULES} noValidate>
                            <ContentFormWatch />
                            {discard.watch}
                            <DialogContent sx={{ pt: 0 }}>
                                <PartnerInputs fixed />
                                <HistoryPanel resource={PARTNERS_RESOURCE} id={id} />
                            </DialogContent>
                            <DialogActions>
                                <Button onClick={onClose}>{translate('resources.partners.action.cancel')}</Button>
                                <SaveButton label="resources.partners.action.save" />
                            </DialogActions>
                        </Form>
                    </SaveThenClose>
                </ContentEdit>
            </Dialog>
            {discard.question}
        </>
    );
};
