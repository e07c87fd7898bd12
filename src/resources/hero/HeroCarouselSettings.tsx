import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SimpleForm, useTranslate } from 'react-admin';
import { heroCarouselSetting } from '../../../contract/content/index.ts';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { EmbeddedFormContent, EmbeddedToolbar } from '../../custom/homePage/EmbeddedForm.tsx';
import { SINGLETON_ID } from '../../../contract/content/names.ts';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (contract/content/rules.ts), run before any request; built once.
const SETTING_RULES = contentValidator(heroCarouselSetting);

/** The carousel's one settings document (spec §7 GET/PUT hero-carousel-setting): slide speed, autoplay, interval. */
export const HeroCarouselSettings = () => {
    const translate = useTranslate();
    return (
        <Box component="section" aria-labelledby="hero-carousel-settings-heading">
            <Typography id="hero-carousel-settings-heading" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
                {translate('app.hero_images.settings_heading')}
            </Typography>
            <ContentEdit resource={heroCarouselSetting.name} id={SINGLETON_ID} title={false}>
                <SimpleForm validate={SETTING_RULES} toolbar={<EmbeddedToolbar />} component={EmbeddedFormContent}>
                    <WarnWhenUnsaved />
                    <ContentFormWatch />
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, alignItems: 'flex-start' }}>
                        <NumberInput
                            source="sliderSpeed"
                            step={50}
                            helperText="resources.heroCarouselSetting.help.sliderSpeed"
                            fullWidth={false}
                            sx={{ width: 260 }}
                        />
                        <NumberInput
                            source="interval"
                            helperText="resources.heroCarouselSetting.help.interval"
                            fullWidth={false}
                            sx={{ width: 260 }}
                        />
                        <BooleanInput source="autoPlay" sx={{ mt: 1 }} />
                    </Box>
                </SimpleForm>
            </ContentEdit>
        </Box>
    );
};
