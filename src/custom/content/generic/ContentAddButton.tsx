import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, LinkBase, useCreatePath } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { ContentFormDialog } from './ContentFormDialog.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';

/**
 * Add, in the toolbar at every width: react-admin's CreateButton floats over the table on phones, where it covered
 * the last row's Edit and Delete. A link to the create page, or the form dialog for dialog editing.
 */
export const ContentAddButton = ({ collection }: { collection: CollectionDeclaration }) => {
    const { text } = useCollectionTexts(collection);
    const createPath = useCreatePath();
    const [open, setOpen] = useState(false);
    if (collection.admin?.edit === 'dialog') {
        return (
            <>
                <Button label={text('add')} onClick={() => setOpen(true)}>
                    <AddIcon />
                </Button>
                {open ? <ContentFormDialog collection={collection} onClose={() => setOpen(false)} /> : null}
            </>
        );
    }
    return (
        <Button label={text('add')} component={LinkBase} to={createPath({ resource: collection.name, type: 'create' })}>
            <AddIcon />
        </Button>
    );
};
