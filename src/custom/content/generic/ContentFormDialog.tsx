import type { Identifier } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';

// PLACEHOLDER until the generic-forms branch is merged (it owns this file): keeps the list compiling.
export const ContentFormDialog = (_props: { collection: CollectionDeclaration; id?: Identifier; onClose: () => void }) => null;
