import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { collectionByName, type CollectionDeclaration } from '../../../../contract/content/index.ts';
import { ContentSingletonForm } from './ContentSingletonForm.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';

/**
 * A list screen with its settings (the declaration's `admin.settings`: the hero carousel's settings above the hero
 * images, spec §2): the singleton's form in a section named after it, then the list in a section named after the
 * collection, so each region has its own name.
 */
export const ContentListWithSettings = ({ collection, settings, children }: { collection: CollectionDeclaration; settings: string; children: ReactNode }) => {
    const { plural } = useCollectionTexts(collection);
    const settingsId = useId();
    const listId = useId();
    const singleton = collectionByName(settings);
    if (singleton?.kind !== 'singleton') throw new Error(`admin.settings of "${collection.name}" names "${settings}", which is not a singleton collection.`);
    return (
        <Box sx={{ pb: 4, minWidth: 0 }}>
            <Box component="section" aria-labelledby={settingsId}>
                <Typography id={settingsId} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
                    {singleton.label}
                </Typography>
                <ContentSingletonForm collection={singleton} />
            </Box>
            <Box component="section" aria-labelledby={listId}>
                <Typography id={listId} variant="h6" component="h2" sx={{ mt: 3 }}>
                    {plural}
                </Typography>
                {children}
            </Box>
        </Box>
    );
};
