import { useEffect, useRef, type ReactNode } from 'react';
import { Autocomplete, Box, Chip, TextField, type AutocompleteRenderInputParams } from '@mui/material';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormContext, useWatch, type ControllerFieldState } from 'react-hook-form';
import type { StateEntry } from '../../../../contract/index.ts';
import { labelOf } from '../../../../contract/content/index.ts';
import { CITY_ZONES_MAX } from '../../../../contract/content/rideShareCities.ts';
import type { FieldComponentProps } from '../../content/generic/fieldComponents.tsx';
import { RetryAlert } from '../../layout/RetryAlert.tsx';
import { useCityDms, zonesOfState } from './useCityDms.ts';

const T = 'app.rideShareCity';

interface PickerTextFieldProps {
  params: AutocompleteRenderInputParams;
  label: ReactNode;
  isRequired: boolean;
  fieldState: ControllerFieldState;
  help: ReactNode;
}

/** The typing box of the zone and state pickers: the field's error under it, else its help. */
const PickerTextField = ({ params, label, isRequired, fieldState, help }: PickerTextFieldProps) => (
  <TextField
    {...params}
    label={label}
    // The asterisk only: a native `required` on the typing box would block the form's submit.
    InputLabelProps={{ ...params.InputLabelProps, required: isRequired }}
    error={fieldState.invalid}
    helperText={fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : help}
  />
);
const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Zones from the DMS, at most 7 (spec §5): once 7 are picked the other options are disabled. */
const ZoneInput = ({ options, label }: { options: string[]; label: string }) => {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source: 'zone', isRequired: true });
  const value = asStrings(field.value);
  // A picked zone the DMS no longer lists (or a DMS that did not answer) stays picked and shown.
  const all = [...new Set([...options, ...value])];
  const full = value.length >= CITY_ZONES_MAX;
  const help = full
    ? translate(`${T}.help.zones_full`, { max: CITY_ZONES_MAX })
    : translate(`${T}.help.zones`, { count: value.length, max: CITY_ZONES_MAX });
  return (
    <Autocomplete
      multiple
      id="city-zone"
      options={all}
      value={value}
      onChange={(_, next) => field.onChange(next.slice(0, CITY_ZONES_MAX))}
      onBlur={field.onBlur}
      getOptionDisabled={(option) => full && !value.includes(option)}
      filterSelectedOptions
      disableCloseOnSelect
      renderValue={(picked, getItemProps) =>
        picked.map((zone, index) => <Chip {...getItemProps({ index })} key={zone} label={zone} size="small" />)
      }
      renderInput={(params) => (
        <PickerTextField params={params} label={label} isRequired={isRequired} fieldState={fieldState} help={help} />
      )}
    />
  );
};

const stateLabel = (s: StateEntry) => `${s.text} (${s.value})`;

/** The work state, from the states of the picked zones; a state picked first fills its zone (GetZoneByState). */
const WorkStateInput = ({
  states,
  statesCurrent,
  zonesKey,
  zonesPicked,
  label,
  source,
}: {
  states: StateEntry[];
  /** `states` are the picked zones' own (loaded, not the last zones' while these load). */
  statesCurrent: boolean;
  /** The picked zones, comma-joined. */
  zonesKey: string;
  zonesPicked: boolean;
  label: string;
  source: string;
}) => {
  const translate = useTranslate();
  const { setValue, getValues, setError } = useFormContext();
  const { field, fieldState, isRequired } = useInput({ source, isRequired: true });
  const current = typeof field.value === 'string' ? field.value : '';
  // Zones changed here so that the state is none of theirs (a zone removed after its state was picked): the state is
  // cleared, and says why, so the page cannot be saved with a state outside its zones. The zones it was loaded with
  // leave a saved state as it is.
  const loadedZones = useRef(zonesKey);
  const { onChange } = field;
  useEffect(() => {
    if (zonesKey === loadedZones.current || !zonesPicked || !statesCurrent || current === '') return;
    if (states.some((s) => s.value === current)) return;
    onChange('');
    setError(source, { type: 'manual', message: translate(`${T}.help.state_outside_zones`, { state: current }) });
  }, [zonesKey, zonesPicked, statesCurrent, states, current, onChange, setError, source, translate]);
  const known = states.find((s) => s.value === current);
  // A state the lists do not hold (saved before, or the DMS is away) stays as it is.
  const options = current && !known ? [{ text: current, value: current }, ...states] : states;
  const onPick = (picked: StateEntry | null) => {
    field.onChange(picked?.value ?? '');
    if (!picked || asStrings(getValues('zone')).length > 0) return;
    zonesOfState(picked.value).then(
      (zones) => {
        if (zones.length > 0 && asStrings(getValues('zone')).length === 0)
          setValue('zone', zones.slice(0, CITY_ZONES_MAX), { shouldDirty: true, shouldValidate: true });
      },
      // The DMS's silence shows in the section's alert on the next load; the state stays picked.
      () => undefined,
    );
  };
  return (
    <Autocomplete
      id="city-work-state"
      options={options}
      value={options.find((s) => s.value === current) ?? null}
      onChange={(_, picked) => onPick(picked)}
      onBlur={field.onBlur}
      getOptionLabel={stateLabel}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      renderInput={(params) => (
        <PickerTextField
          params={params}
          label={label}
          isRequired={isRequired}
          fieldState={fieldState}
          help={translate(zonesPicked ? `${T}.help.states_from_zones` : `${T}.help.states_all`)}
        />
      )}
    />
  );
};

/**
 * A city page's zones and work state (spec §3/§5), registered as the work state's input (`admin.fields.workState`;
 * the zones' own input is hidden): zones from the DMS (at most 7), then the states of the picked zones. If the DMS
 * does not answer, an alert says so with a retry, and nothing the admin typed or picked is lost.
 */
export const CityZoneStateInputs = ({ collection, source, label }: FieldComponentProps) => {
  const translate = useTranslate();
  const zones = asStrings(useWatch({ name: 'zone' }));
  const dms = useCityDms(zones);
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', mb: 2 }}>
      {dms.error ? (
        <RetryAlert severity="warning" retry={`${T}.dms.retry`} onRetry={dms.retry}>
          {translate(`${T}.dms.failed`, { message: dms.error.message })}
        </RetryAlert>
      ) : null}
      <ZoneInput options={dms.zones.map((z) => z.zoneName)} label={labelOf(collection, 'zone')} />
      <WorkStateInput
        states={dms.states}
        statesCurrent={dms.statesCurrent}
        zonesKey={zones.join(',')}
        zonesPicked={zones.length > 0}
        label={label}
        source={source}
      />
    </Box>
  );
};
