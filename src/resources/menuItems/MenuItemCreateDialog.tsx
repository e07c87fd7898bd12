import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, SaveButton, useCreate, useNotify, useTranslate } from 'react-admin';
import { addOutcome } from './menuItemAnswers.ts';
import { MENU_ITEM_RULES, MenuItemInputs } from './MenuItemInputs.tsx';
import { focusFirstFieldOnEnter } from '../../custom/content/focusFirstField.ts';
import { MENU_ITEMS_RESOURCE } from './paths.ts';
import { submissionErrorsOf } from '../../custom/content/submissionErrors.ts';
import { useDiscardQuestion } from '../../custom/content/useDiscardQuestion.tsx';
import type { MenuItemRecord } from './types.ts';

interface MenuItemCreateDialogProps {
    open: boolean;
    onClose: () => void;
}

const emptyItem = { title: '', linkPath: '' };

/**
 * Spec §2 add dialog (POST through the data provider). Spec §8: an answer whose status is not 'success' is
 * shown as an error toast and the dialog stays open with the input; 'Data added successfully' otherwise.
 * react-admin reads the table again after every create, so whatever the server did is what the admin sees.
 */
export const MenuItemCreateDialog = ({ open, onClose }: MenuItemCreateDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [create] = useCreate<MenuItemRecord>();
    // Escape and a click beside the dialog ask first when something was typed; Cancel and a save close at once.
    const discard = useDiscardQuestion(onClose);

    const submit = async (values: FieldValues) => {
        let answer: MenuItemRecord | void;
        try {
            answer = await create(MENU_ITEMS_RESOURCE, { data: { title: values.title, linkPath: values.linkPath } }, { returnPromise: true });
        } catch (error) {
            return submissionErrorsOf(error);
        }
        const outcome = addOutcome(answer ?? undefined);
        if (!outcome.ok) {
            notify(outcome.toast, { type: 'error', messageArgs: { _: outcome.toast } });
            return;
        }
        notify('resources.menuItems.notifications.added', { type: 'success' });
        onClose();
    };

    return (
        <>
            <Dialog open={open} onClose={discard.requestClose} aria-labelledby="menu-item-add-title" fullWidth maxWidth="sm" slotProps={focusFirstFieldOnEnter}>
                <Form onSubmit={submit} defaultValues={emptyItem} validate={MENU_ITEM_RULES} noValidate>
                    {discard.watch}
                    <DialogTitle id="menu-item-add-title">{translate('resources.menuItems.dialog.add_title')}</DialogTitle>
                    <DialogContent>
                        <MenuItemInputs />
                    </DialogContent>
                    {/* MUI's Button: react-admin's turns into an icon button on phones, and Cancel has no icon. */}
                    <DialogActions>
                        <Button onClick={onClose}>{translate('resources.menuItems.action.cancel')}</Button>
                        <SaveButton label="resources.menuItems.action.save" alwaysEnable />
                    </DialogActions>
                </Form>
            </Dialog>
            {discard.question}
        </>
    );
};
