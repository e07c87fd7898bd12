import { useCallback } from 'react';
import { useNotify, type Identifier, type RaRecord } from 'react-admin';
import { ContentEditDialog } from '../../custom/content/ContentEditDialog.tsx';
import { answerMessageOf } from '../../custom/content/contentValues.ts';
import { MENU_ITEM_RULES, MenuItemInputs } from './MenuItemInputs.tsx';
import { MENU_ITEMS_RESOURCE } from './paths.ts';

interface MenuItemEditDialogProps {
    id: Identifier;
    onClose: () => void;
    /** After the server accepted the save (the row's 1 s delay starts). */
    onSaved: () => void;
}

/** Spec §2 edit dialog: POST /menuItems/updateMenuItem with the version the admin saw (412 on someone else's save). */
export const MenuItemEditDialog = ({ id, onClose, onSaved }: MenuItemEditDialogProps) => {
    const notify = useNotify();
    const saved = useCallback(
        (answer: RaRecord) => {
            notify(answerMessageOf(answer) ?? 'app.content.updated', { type: 'info' });
            onSaved();
        },
        [notify, onSaved],
    );
    return (
        <ContentEditDialog
            resource={MENU_ITEMS_RESOURCE}
            id={id}
            title="resources.menuItems.dialog.edit_title"
            validate={MENU_ITEM_RULES}
            onClose={onClose}
            onSaved={saved}
            cancelLabel="resources.menuItems.action.cancel"
            saveLabel="resources.menuItems.action.save"
        >
            <MenuItemInputs />
        </ContentEditDialog>
    );
};
