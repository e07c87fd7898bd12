import { BooleanInput } from 'react-admin';
import { carousel } from '../../../contract/content/index.ts';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { ContentImageInput } from '../../custom/media/ContentImageInput.tsx';
import { CAROUSEL_RESOURCE } from './paths.ts';

/** The server's own rules and messages ('Title is required'), run before sending; built once. */
export const CAROUSEL_CARD_RULES = contentValidator(carousel);

/** A new card's starting values (the declaration's defaults: shown, no images, no sub-categories). */
export const emptyCard = () => ({ title: '', description: '', link: '', visible: true, image: null, mobileImage: null, logoImage: null, subCategories: [] });

/**
 * A category card's fields (spec §3: title, description, image, mobileImage; the link and logo), shared by
 * the add and edit dialogs. Crop ratios come from the declaration: desktop 21/6.9, mobile icon 1 (spec §5).
 */
export const CarouselCardInputs = () => (
    <>
        <ContentTextInput collection={carousel} source="title" resource={CAROUSEL_RESOURCE} isRequired fullWidth autoComplete="off" />
        <ContentTextInput collection={carousel} source="description" resource={CAROUSEL_RESOURCE} multiline minRows={2} fullWidth />
        <ContentTextInput collection={carousel} source="link" resource={CAROUSEL_RESOURCE} helperText="app.content.fields.link_help" fullWidth />
        <BooleanInput source="visible" resource={CAROUSEL_RESOURCE} />
        <ContentImageInput source="image" collection={carousel} />
        <ContentImageInput source="mobileImage" collection={carousel} />
        <ContentImageInput source="logoImage" collection={carousel} />
    </>
);
