import { BooleanInput } from 'react-admin';
import { hero, LINK_HELP } from '../../../contract/content/index.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { PublishWindowInputs } from '../../custom/content/fields/PublishWindowInputs.tsx';
import { ContentImageInput } from '../../custom/media/ContentImageInput.tsx';

/**
 * A hero image's fields (spec §3 hero promo: title, text, visible, linkPath, img, mobileImg; beyond the spec its
 * publish window), shared by the home page, /admin/hero/:id and /admin/hero/create. Crop ratios come from the
 * declaration: 16/4.98 desktop, 1 mobile (§5).
 */
export const HeroInputs = () => (
    <>
        <ContentTextInput collection={hero} source="title" fullWidth />
        <ContentTextInput collection={hero} source="text" multiline minRows={2} fullWidth />
        <BooleanInput source="visible" />
        <ContentTextInput collection={hero} source="linkPath" helperText={LINK_HELP} fullWidth />
        <ContentImageInput source="img" collection={hero} label="resources.hero.fields.img" />
        <ContentImageInput source="mobileImg" collection={hero} label="resources.hero.fields.mobileImg" />
        <PublishWindowInputs />
    </>
);

/** A new hero image's starting values: the declaration's defaults (hidden, no images, no window). */
export const heroDefaults = (): Record<string, unknown> => hero.schema.parse(hero.defaults);
