import type { z } from 'zod';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';

/** The schema inside a default or a preprocess (`seoTags`): the limits are on the inner type. */
const unwrap = (type: z.ZodType | undefined): z.ZodType | undefined => {
    if (type?.def.type === 'default') return unwrap((type as z.ZodDefault).unwrap() as z.ZodType);
    if (type?.def.type === 'pipe') return unwrap((type as z.ZodPipe).def.out as z.ZodType);
    return type;
};

/**
 * The declaration's `max` for a text field (promo title: 80; 'seoTags.h1': 80), for the inputs' counters. The
 * check itself is the form's `contentValidator(collection)`, the server's own rules.
 */
export const maxLengthOf = (collection: CollectionDeclaration, source: string): number | undefined => {
    let type: z.ZodType | undefined = collection.schema;
    for (const key of source.split('.')) {
        const object = unwrap(type);
        type = object?.def.type === 'object' ? (object as z.ZodObject).shape[key] : undefined;
    }
    const max = (unwrap(type) as Partial<z.ZodString> | undefined)?.maxLength;
    return typeof max === 'number' ? max : undefined;
};
