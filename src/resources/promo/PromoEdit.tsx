import { Box } from '@mui/material';
import { BooleanInput, SaveButton, SimpleForm, Toolbar, useEditContext, useTranslate } from 'react-admin';
import { promo } from '../../../contract/content/index.ts';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { HexColorInput } from '../../custom/content/fields/HexColorInput.tsx';
import { PublishWindowInputs } from '../../custom/content/fields/PublishWindowInputs.tsx';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { HOME_PAGE_PATH } from '../../custom/homePage/paths.ts';
import { ContentImageInput } from '../../custom/media/ContentImageInput.tsx';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (contract/content/rules.ts), run before any request; built once.
const PROMO_RULES = contentValidator(promo);

/** Banners are never deleted from the console (spec §2/§4): the toolbar has Save only. */
const PromoToolbar = () => (
    <Toolbar>
        <SaveButton />
    </Toolbar>
);

const PromoTitle = () => {
    const translate = useTranslate();
    const { record } = useEditContext<{ id: string; title?: string }>();
    return <>{translate('resources.promo.edit_title', { title: record?.title ? `"${record.title}"` : '' }).trim()}</>;
};

// react-admin's redirect takes a function for a path of our own (its strings are 'list', 'edit'...).
const toHomePage = () => HOME_PAGE_PATH;

/** The colours sit side by side on wide screens and wrap on phones. */
const colourRow = { display: 'flex', flexWrap: 'wrap', columnGap: 2 } as const;

/**
 * /admin/promo/:id: every field of a promo banner (spec §3), the image cropped to 1.6 (§5), colours as 3 or 6 hex
 * digits. Saving returns to the home page, whose table lists the banners.
 */
export const PromoEdit = () => (
    <ContentEdit resource={promo.name} redirect={toHomePage} title={<PromoTitle />} actions={<BackToolbar to={HOME_PAGE_PATH} label="app.home_page.back" />}>
        <SimpleForm validate={PROMO_RULES} toolbar={<PromoToolbar />} sx={{ maxWidth: 760 }}>
            <WarnWhenUnsaved />
            <ContentFormWatch />
            <ContentTextInput collection={promo} source="title" fullWidth />
            <ContentTextInput collection={promo} source="text" multiline minRows={2} fullWidth />
            <BooleanInput source="visible" />
            <ContentTextInput collection={promo} source="linkText" fullWidth />
            <ContentTextInput collection={promo} source="linkPath" helperText="resources.promo.help.linkPath" fullWidth />
            <Box sx={colourRow}>
                <HexColorInput source="linkColor" />
                <HexColorInput source="background" />
                <HexColorInput source="textColor" />
            </Box>
            <ContentImageInput source="img" collection={promo} label="resources.promo.fields.img" />
            <PublishWindowInputs />
        </SimpleForm>
    </ContentEdit>
);
