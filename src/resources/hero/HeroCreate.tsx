import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import { useLocation } from 'react-router';
import { hero } from '../../../contract/content/index.ts';
import { ContentCreate } from '../../custom/content/ContentCreate.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { HOME_PAGE_PATH } from '../../custom/homePage/paths.ts';
import { heroDefaults, HeroInputs } from './HeroInputs.tsx';
import { HERO_IMAGES_PATH } from './paths.ts';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (contract/content/rules.ts), run before any request; built once.
const HERO_RULES = contentValidator(hero);

/** Where the admin came from, when it was the home page ('Create the hero promo'); else the hero images. */
const useReturnPath = (): string => {
    const { state } = useLocation();
    const from = (state as { returnTo?: unknown } | null)?.returnTo;
    return from === HOME_PAGE_PATH ? HOME_PAGE_PATH : HERO_IMAGES_PATH;
};

/** /admin/hero/create: a new hero image, hidden until the admin makes it visible. */
export const HeroCreate = () => {
    const returnPath = useReturnPath();
    const record = useMemo(heroDefaults, []);
    return (
        <ContentCreate resource={hero.name} redirect={() => returnPath} title="resources.hero.create_title" record={record} actions={<BackToolbar to={returnPath} label={returnPath === HOME_PAGE_PATH ? 'app.home_page.back' : 'app.hero_images.back'} />}>
            <SimpleForm validate={HERO_RULES} sx={{ maxWidth: 760 }}>
                <WarnWhenUnsaved />
                <HeroInputs />
            </SimpleForm>
        </ContentCreate>
    );
};
