import type { ComponentType } from 'react';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';

/** What a registered field component gets: the field's full source ('subCategories.0.link' inside an array). */
export interface FieldComponentProps {
    collection: CollectionDeclaration;
    source: string;
    label: string;
    mode: 'create' | 'edit';
    readOnly?: boolean;
}

/**
 * Console components a declaration may name for a field (`admin.fields.<key>.component: '<Name>'`), where the
 * input derived from the schema is not the right one (a rich text body, a map pin). Registered here by name, so the
 * contract stays free of console code.
 */
export const fieldComponents: Readonly<Record<string, ComponentType<FieldComponentProps>>> = {};
