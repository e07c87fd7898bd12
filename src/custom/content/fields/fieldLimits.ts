import type { z } from 'zod';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';

/**
 * The declaration's `max` for a text field (promo title: 80), for the inputs' counters. The check itself is the
 * form's `contentValidator(collection)`, the server's own rules.
 */
export const maxLengthOf = (collection: CollectionDeclaration, source: string): number | undefined => {
    let type = (collection.schema.shape as Record<string, z.ZodType | undefined>)[source];
    // A default only fills `undefined`; the limit is on the type inside it.
    if (type?.def.type === 'default') type = (type as z.ZodDefault).unwrap() as z.ZodType;
    const max = (type as Partial<z.ZodString> | undefined)?.maxLength;
    return typeof max === 'number' ? max : undefined;
};
