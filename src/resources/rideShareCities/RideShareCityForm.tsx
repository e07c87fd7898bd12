import { Box, Typography } from '@mui/material';
import { BooleanInput, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { rideShareCities, urlSegment } from '../../../contract/content/rideShareCities.ts';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { HexColorInput } from '../../custom/content/fields/HexColorInput.tsx';
import { ContentImageInput } from '../../custom/media/ContentImageInput.tsx';
import { SeoInputs } from '../../custom/seo/SeoInputs.tsx';
import { RowDeleteButton } from '../../custom/rideShare/RowDeleteButton.tsx';
import { CityImageRemoveButton } from './CityImageRemoveButton.tsx';
import { CityPlaceInputs } from './CityPlaceInputs.tsx';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

const T = 'resources.rideShareCities';
// The server's own rules (contract/content/rules.ts): the 7-zone limit, the SEO lengths, the hex colour.
const CITY_RULES = contentValidator(rideShareCities);

const REQUIRED = ['cityName', 'workState', 'plateType', 'zone'];
const filled = (value: unknown) => typeof value === 'string' && urlSegment(value) !== '';

/**
 * Spec §5: without city name, work state, plate type and at least one zone the save stops with the info toast
 * 'Please fill required fields' (and the fields say which); any other problem is the form's own message.
 */
const CitySaveButton = () => {
    const { getValues, trigger, formState } = useFormContext();
    const notify = useNotify();
    const watched = useWatch({ name: REQUIRED });
    // The messages the stopped save showed go as each field is filled in (the form checks again only on save).
    useEffect(() => {
        const shown = REQUIRED.filter(name => formState.errors[name]);
        if (shown.length > 0) void trigger(shown);
        // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the values asks again
    }, [JSON.stringify(watched)]);
    return (
        <SaveButton
            onClick={event => {
                const v = getValues();
                const complete = filled(v.cityName) && filled(v.workState) && filled(v.plateType) && Array.isArray(v.zone) && v.zone.length > 0;
                if (complete) return;
                event.preventDefault();
                void trigger();
                notify(`${T}.message.fill_required`, { type: 'info' });
            }}
        />
    );
};

const nameOptions = (record: RaRecord) => ({ name: String(record.cityName ?? '') });

const CityToolbar = ({ mode }: { mode: 'add' | 'update' }) => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <CitySaveButton />
        {mode === 'update' ? (
            <RowDeleteButton
                label={`${T}.action.delete_named`}
                confirmTitle={`${T}.message.delete_title`}
                confirmContent={`${T}.message.delete_content`}
                optionsOf={nameOptions}
                redirect="list"
            />
        ) : null}
    </Toolbar>
);

/** The shared SEO inputs with live counters, previewed at the page's live URL. */
const CitySeoInputs = () => {
    const [workState, cityName, plateType] = useWatch({ name: ['workState', 'cityName', 'plateType'] }) as unknown[];
    const path = ['ride-share', ...[workState, cityName, plateType].map(v => urlSegment(String(v ?? '')))].filter(Boolean);
    return <SeoInputs collection={rideShareCities} previewPath={path} />;
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {translate(title)}
            </Typography>
            {children}
        </Box>
    );
};

/**
 * The city page's form, in add mode (/admin/rideShareCities/create) or update mode (/admin/rideShareCities/:id):
 * where the page is (DMS zones and states, the live URL), its SEO fields with live counters, its text, colour and
 * image (16:9.09, folder ride-share-cities), and whether it is active.
 */
export const RideShareCityForm = ({ mode }: { mode: 'add' | 'update' }) => {
    const translate = useTranslate();
    return (
        <SimpleForm validate={CITY_RULES} toolbar={<CityToolbar mode={mode} />} sx={{ maxWidth: 1100 }}>
            <WarnWhenUnsaved />
            {mode === 'update' ? <ContentFormWatch /> : null}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(mode === 'add' ? `${T}.mode.add` : `${T}.mode.update`)}
            </Typography>
            <Section title={`${T}.sections.place`}>
                <CityPlaceInputs />
            </Section>
            <Section title={`${T}.sections.seo`}>
                <CitySeoInputs />
            </Section>
            <Section title={`${T}.sections.page`}>
                <ContentTextInput collection={rideShareCities} source="citySpecificText" fullWidth multiline minRows={3} />
                <HexColorInput source="textColor" />
                <ContentImageInput source="img" collection={rideShareCities} label={`${T}.fields.img`} helperText={`${T}.help.img`} />
                {mode === 'update' ? <CityImageRemoveButton /> : null}
                <BooleanInput source="active" />
            </Section>
        </SimpleForm>
    );
};
