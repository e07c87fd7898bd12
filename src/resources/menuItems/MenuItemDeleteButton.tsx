import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton, type DeleteToast } from '../../custom/content/ConfirmDeleteButton.tsx';
import { deleteOutcome } from './menuItemAnswers.ts';
import { MENU_ITEMS_RESOURCE } from './paths.ts';
import { useRowActionDelay } from './RowActionDelay.tsx';
import type { MenuItemRecord } from './types.ts';

/** Spec §8: only status 'deleted' is a success ('Data deleted successfully'); any other status is shown as an error. */
const toastOf = (answer: MenuItemRecord | undefined): DeleteToast => {
    const outcome = deleteOutcome(answer);
    return outcome.ok
        ? { message: 'resources.menuItems.notifications.deleted', options: { type: 'success' } }
        : { message: outcome.toast, options: { type: 'error', messageArgs: { _: outcome.toast } } };
};

/**
 * Delete a menu item after a question (see ConfirmDeleteButton). Afterwards the row's actions wait their second
 * (useRowActionDelay), and the focus moves to a neighbour's Edit (or Add).
 */
export const MenuItemDeleteButton = ({ disabled }: { disabled?: boolean }) => {
    const record = useRecordContext<MenuItemRecord>();
    const { afterRowAction } = useRowActionDelay();
    if (!record) return null;
    return (
        <ConfirmDeleteButton
            resource={MENU_ITEMS_RESOURCE}
            record={record}
            look="responsive"
            label="resources.menuItems.action.delete"
            name="resources.menuItems.action.delete_named"
            confirmTitle="resources.menuItems.message.delete_title"
            confirmContent="resources.menuItems.message.delete_content"
            translateOptions={{ title: record.title }}
            toastOf={toastOf}
            afterDelete={() => afterRowAction(record.id)}
            disabled={disabled}
        />
    );
};
