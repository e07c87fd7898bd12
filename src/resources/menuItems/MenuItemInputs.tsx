import { menuItems } from '../../../contract/content/index.ts';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { MENU_ITEMS_RESOURCE } from './paths.ts';

/**
 * The form's check: the server's own rules and messages ('Title is required', 'Enter a path starting with / or
 * an http(s) address'), run before sending; the server's 400 lands on the same inputs. Built once.
 */
export const MENU_ITEM_RULES = contentValidator(menuItems);

/** Spec §3 menu item fields (title, linkPath, both required), shared by the add and edit dialogs. */
export const MenuItemInputs = () => (
    <>
        <ContentTextInput
            collection={menuItems}
            source="title"
            resource={MENU_ITEMS_RESOURCE}
            isRequired
            fullWidth
            autoComplete="off"
        />
        <ContentTextInput
            collection={menuItems}
            source="linkPath"
            resource={MENU_ITEMS_RESOURCE}
            isRequired
            fullWidth
            autoComplete="off"
            helperText="resources.menuItems.help.linkPath"
        />
    </>
);
