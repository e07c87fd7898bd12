import { SaveButton, SimpleForm, Toolbar, useEditContext, useTranslate } from 'react-admin';
import { hero } from '../../../contract/content/index.ts';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { DeleteHeroButton } from './DeleteHeroButton.tsx';
import { HeroInputs } from './HeroInputs.tsx';
import { HERO_IMAGES_PATH } from './paths.ts';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (contract/content/rules.ts), run before any request; built once.
const HERO_RULES = contentValidator(hero);

// react-admin's redirect takes a function for a path of our own (its strings are 'list', 'edit'...).
const toHeroImages = () => HERO_IMAGES_PATH;

const HeroEditToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        <DeleteHeroButton redirect={toHeroImages} />
    </Toolbar>
);

const HeroTitle = () => {
    const translate = useTranslate();
    const { record } = useEditContext<{ id: string; title?: string }>();
    return <>{translate('resources.hero.edit_title', { title: record?.title ? `"${record.title}"` : '' }).trim()}</>;
};

/** /admin/hero/:id: one hero image with its history; saving returns to /admin/hero-images. */
export const HeroEdit = () => (
    <ContentEdit resource={hero.name} redirect={toHeroImages} title={<HeroTitle />} actions={<BackToolbar to={HERO_IMAGES_PATH} label="app.hero_images.back" />}>
        <SimpleForm validate={HERO_RULES} toolbar={<HeroEditToolbar />} sx={{ maxWidth: 760 }}>
            <WarnWhenUnsaved />
            <ContentFormWatch />
            <HeroInputs />
        </SimpleForm>
    </ContentEdit>
);
