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
import { answerMessageOf } from '../../custom/content/contentValues.ts';
import { HistoryPanel } from '../../custom/history/HistoryPanel.tsx';
import { useInvalidateHistory } from '../../custom/history/historyQuery.ts';
import { MENU_ITEM_RULES, MenuItemInputs } from './MenuItemInputs.tsx';
import { focusFirstFieldOnEnter } from './focusFirstField.ts';
import { MENU_ITEMS_RESOURCE } from './paths.ts';
import { useDiscardQuestion } from './useDiscardQuestion.tsx';

/**
 * Inside ContentEdit: a successful save closes the dialog instead of ContentEdit's default (toast and stay).
 * Only `onSuccess` is ours, so failures keep ContentEdit's handling: the server's message in a toast, a 400's
 * field errors under their inputs, and on 412 its conflict dialog, which keeps the input and offers to load the
 * other version. The form stays a real form: Enter in a field saves.
 */
export const SaveThenClose = ({ onSaved, children }: { onSaved: (answer: RaRecord) => void; children: ReactNode }) => {
    const saveContext = useSaveContext();
    const contentSave = saveContext.save;
    const save = useCallback<SaveHandler<RaRecord>>(
        async (data, callbacks) => {
            if (!contentSave) return;
            return contentSave(data, { ...callbacks, onSuccess: onSaved });
        },
        [contentSave, onSaved],
    );
    const value = useMemo(() => ({ ...saveContext, save }), [saveContext, save]);
    return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
};

interface MenuItemEditDialogProps {
    id: Identifier;
    onClose: () => void;
    /** After the server accepted the save (the row's 1 s delay starts). */
    onSaved: () => void;
}

/**
 * Spec §2 edit dialog. The shared ContentEdit (pessimistic react-admin Edit) sends the whole record back, its
 * `version` included, so a save over someone else's gets 412 rather than silently replacing it. The History
 * panel sits under the fields, collapsed, as on every content edit view.
 */
export const MenuItemEditDialog = ({ id, onClose, onSaved }: MenuItemEditDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const invalidateHistory = useInvalidateHistory();
    // Escape and a click beside the dialog ask first when something was typed; Cancel and a save close at once.
    const discard = useDiscardQuestion(onClose);

    const saved = useCallback(
        (answer: RaRecord) => {
            notify(answerMessageOf(answer) ?? 'app.content.updated', { type: 'info' });
            void invalidateHistory(MENU_ITEMS_RESOURCE, id);
            onSaved();
            onClose();
        },
        [id, invalidateHistory, notify, onClose, onSaved],
    );

    return (
        <>
            <Dialog open onClose={discard.requestClose} aria-labelledby="menu-item-edit-title" fullWidth maxWidth="sm" scroll="body" slotProps={focusFirstFieldOnEnter}>
                <DialogTitle id="menu-item-edit-title">{translate('resources.menuItems.dialog.edit_title')}</DialogTitle>
                <ContentEdit resource={MENU_ITEMS_RESOURCE} id={id} title={false} actions={false} component="div" history={false}>
                    <SaveThenClose onSaved={saved}>
                        <Form validate={MENU_ITEM_RULES} noValidate>
                            <ContentFormWatch />
                            {discard.watch}
                            <DialogContent sx={{ pt: 0 }}>
                                <MenuItemInputs />
                                <HistoryPanel resource={MENU_ITEMS_RESOURCE} id={id} />
                            </DialogContent>
                            {/* MUI's Button: react-admin's turns into an icon button on phones, and Cancel has no icon. */}
                            <DialogActions>
                                <Button onClick={onClose}>{translate('resources.menuItems.action.cancel')}</Button>
                                <SaveButton label="resources.menuItems.action.save" />
                            </DialogActions>
                        </Form>
                    </SaveThenClose>
                </ContentEdit>
            </Dialog>
            {discard.question}
        </>
    );
};
