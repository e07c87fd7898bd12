import { BooleanInput } from 'react-admin';
import { warranty } from '../../../contract/content/index.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { ContentImageInput } from '../../custom/media/ContentImageInput.tsx';

/**
 * A warranty image's fields (spec §3: title, visible, image, mobileImg), shared by create and edit. The crops
 * are locked to the declaration's ratios (§5: 16/2.64 desktop, 3.8375 mobile) and uploaded to its 'warranty' folder.
 */
export const WarrantyInputs = () => (
    <>
        <ContentTextInput collection={warranty} source="title" fullWidth />
        <BooleanInput source="visible" />
        <ContentImageInput source="img" collection={warranty} label="resources.warranty.fields.img" />
        <ContentImageInput source="mobileImg" collection={warranty} label="resources.warranty.fields.mobileImg" />
    </>
);

/** A new warranty image's starting values: the declaration's defaults (hidden, no title, no images). */
export const warrantyDefaults = (): Record<string, unknown> => warranty.schema.parse(warranty.defaults);
