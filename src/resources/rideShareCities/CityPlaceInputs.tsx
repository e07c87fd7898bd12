import { Alert, Autocomplete, Box, Button, Chip, TextField } from '@mui/material';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { StateEntry } from '../../../contract/index.ts';
import { CITY_ZONES_MAX, cityUrl, rideShareCities, urlSegment } from '../../../contract/content/rideShareCities.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { useCityDms, zonesOfState } from './useCityDms.ts';

const T = 'resources.rideShareCities';
const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Zones from the DMS, at most 7 (spec §5): once 7 are picked the other options are disabled. */
const ZoneInput = ({ options }: { options: string[] }) => {
    const translate = useTranslate();
    const { field, fieldState, isRequired } = useInput({ source: 'zone', isRequired: true });
    const value = asStrings(field.value);
    // A picked zone the DMS no longer lists (or a DMS that did not answer) stays picked and shown.
    const all = [...new Set([...options, ...value])];
    const full = value.length >= CITY_ZONES_MAX;
    const help = full ? translate(`${T}.help.zones_full`, { max: CITY_ZONES_MAX }) : translate(`${T}.help.zones`, { count: value.length, max: CITY_ZONES_MAX });
    return (
        <Autocomplete
            multiple
            id="city-zone"
            options={all}
            value={value}
            onChange={(_, next) => field.onChange(next.slice(0, CITY_ZONES_MAX))}
            onBlur={field.onBlur}
            getOptionDisabled={option => full && !value.includes(option)}
            filterSelectedOptions
            disableCloseOnSelect
            renderValue={(picked, getItemProps) => picked.map((zone, index) => <Chip {...getItemProps({ index })} key={zone} label={zone} size="small" />)}
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate(`${T}.fields.zone`)}
                    // The asterisk only: a native `required` on the typing box would block the form's submit.
                    InputLabelProps={{ ...params.InputLabelProps, required: isRequired }}
                    error={fieldState.invalid}
                    helperText={fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : help}
                />
            )}
        />
    );
};

const stateLabel = (s: StateEntry) => `${s.text} (${s.value})`;

/** The work state, from the states of the picked zones; a state picked first fills its zone (GetZoneByState). */
const WorkStateInput = ({ states, zonesPicked }: { states: StateEntry[]; zonesPicked: boolean }) => {
    const translate = useTranslate();
    const { setValue, getValues } = useFormContext();
    const { field, fieldState, isRequired } = useInput({ source: 'workState', isRequired: true });
    const current = typeof field.value === 'string' ? field.value : '';
    const known = states.find(s => s.value === current);
    // A state the lists do not hold (saved before, or the DMS is away) stays as it is.
    const options = current && !known ? [{ text: current, value: current }, ...states] : states;
    const onPick = (picked: StateEntry | null) => {
        field.onChange(picked?.value ?? '');
        if (!picked || asStrings(getValues('zone')).length > 0) return;
        zonesOfState(picked.value).then(
            zones => {
                if (zones.length > 0 && asStrings(getValues('zone')).length === 0) setValue('zone', zones.slice(0, CITY_ZONES_MAX), { shouldDirty: true, shouldValidate: true });
            },
            // The DMS's silence shows in the section's alert on the next load; the state stays picked.
            () => undefined,
        );
    };
    return (
        <Autocomplete
            id="city-work-state"
            options={options}
            value={options.find(s => s.value === current) ?? null}
            onChange={(_, picked) => onPick(picked)}
            onBlur={field.onBlur}
            getOptionLabel={stateLabel}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate(`${T}.fields.workState`)}
                    // The asterisk only: a native `required` on the typing box would block the form's submit.
                    InputLabelProps={{ ...params.InputLabelProps, required: isRequired }}
                    error={fieldState.invalid}
                    helperText={fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : translate(zonesPicked ? `${T}.help.states_from_zones` : `${T}.help.states_all`)}
                />
            )}
        />
    );
};

/** The page's address, live and read-only: the server builds the same from the same function (the declaration's). */
const CityUrlField = () => {
    const translate = useTranslate();
    const [workState, cityName, plateType] = useWatch({ name: ['workState', 'cityName', 'plateType'] }) as unknown[];
    const parts = { workState: String(workState ?? ''), cityName: String(cityName ?? ''), plateType: String(plateType ?? '') };
    const complete = Object.values(parts).every(v => urlSegment(v) !== '');
    return (
        <TextField
            id="city-url"
            label={translate(`${T}.fields.url`)}
            value={complete ? cityUrl(parts) : ''}
            placeholder="/ride-share/…"
            helperText={translate(complete ? `${T}.help.url` : `${T}.help.url_incomplete`)}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
            fullWidth
        />
    );
};

/**
 * Where the page is (spec §3/§5): city, zones and work state from the DMS, plate type, and the URL built from them.
 * If the DMS does not answer, an alert says so with a retry, and nothing the admin typed or picked is lost.
 */
export const CityPlaceInputs = () => {
    const translate = useTranslate();
    const zones = asStrings(useWatch({ name: 'zone' }));
    const dms = useCityDms(zones);
    return (
        <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 760 }}>
            {dms.error ? (
                <Alert
                    severity="warning"
                    action={
                        <Button color="inherit" size="small" onClick={dms.retry}>
                            {translate(`${T}.dms.retry`)}
                        </Button>
                    }
                >
                    {translate(`${T}.dms.failed`, { message: dms.error.message })}
                </Alert>
            ) : null}
            <ContentTextInput collection={rideShareCities} source="cityName" isRequired fullWidth helperText={false} />
            <ZoneInput options={dms.zones.map(z => z.zoneName)} />
            <WorkStateInput states={dms.states} zonesPicked={zones.length > 0} />
            <ContentTextInput collection={rideShareCities} source="plateType" isRequired fullWidth />
            <CityUrlField />
        </Box>
    );
};
