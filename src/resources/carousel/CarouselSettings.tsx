import { Box, Typography } from '@mui/material';
import { NumberInput, SimpleForm, useTranslate } from 'react-admin';
import { carouselSetting } from '../../../contract/content/index.ts';
import { SINGLETON_ID } from '../../../contract/content/names.ts';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { HexColorInput } from '../../custom/content/fields/HexColorInput.tsx';
import { EmbeddedFormContent, EmbeddedToolbar } from '../../custom/homePage/EmbeddedForm.tsx';
import { ContrastPreview } from './ContrastPreview.tsx';
import { CAROUSEL_SETTING_RESOURCE } from './paths.ts';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (hex colours of 3 or 6 digits, 100 to 5000 ms), run before any request; built once.
const SETTING_RULES = contentValidator(carouselSetting);

/**
 * The carousel's one settings document (spec §7 GET/PUT carousel-setting): text colour, background colour and
 * slide speed, with a preview of the text on the background and its contrast. Its history follows the form.
 */
export const CarouselSettings = () => {
    const translate = useTranslate();
    return (
        <Box component="section" aria-labelledby="carousel-settings-heading">
            <Typography id="carousel-settings-heading" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
                {translate('app.carousel.settings_heading')}
            </Typography>
            <ContentEdit resource={CAROUSEL_SETTING_RESOURCE} id={SINGLETON_ID} title={false}>
                <SimpleForm validate={SETTING_RULES} toolbar={<EmbeddedToolbar />} component={EmbeddedFormContent}>
                    <WarnWhenUnsaved />
                    <ContentFormWatch />
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, alignItems: 'flex-start' }}>
                        <HexColorInput source="textColor" resource={CAROUSEL_SETTING_RESOURCE} helperText="app.carousel.help.colour" />
                        <HexColorInput source="backgroundColor" resource={CAROUSEL_SETTING_RESOURCE} helperText="app.carousel.help.colour" />
                        <NumberInput
                            source="sliderSpeed"
                            resource={CAROUSEL_SETTING_RESOURCE}
                            step={50}
                            helperText="app.carousel.help.sliderSpeed"
                            fullWidth={false}
                            sx={{ width: 220 }}
                        />
                    </Box>
                    <ContrastPreview />
                </SimpleForm>
            </ContentEdit>
        </Box>
    );
};
