import { BooleanInput } from 'react-admin';
import { faqList } from '../../../contract/content/index.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { HexColorInput } from '../../custom/content/fields/HexColorInput.tsx';
import { ContentImageInput } from '../../custom/media/ContentImageInput.tsx';

/**
 * An FAQ entry's fields (spec §3: title at most 35, textColor, img, active). The image is cropped to the
 * declaration's 16:9 and uploaded to the media folder 'faq'.
 */
export const FaqInputs = () => (
    <>
        <ContentTextInput collection={faqList} source="title" fullWidth />
        <HexColorInput source="textColor" />
        <ContentImageInput source="img" collection={faqList} label="resources.faqList.fields.img" helperText="resources.faqList.help.img" />
        <BooleanInput source="active" helperText="resources.faqList.help.active" />
    </>
);

/** A new entry's starting values: inactive, no image, the site's default text colour. */
export const faqDefaults = (): Record<string, unknown> => ({ title: '', textColor: '', img: null, active: false, ...faqList.defaults });
