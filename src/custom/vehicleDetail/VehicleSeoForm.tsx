import { useEffect, useMemo } from 'react';
import { Alert, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { FieldValues } from 'react-hook-form';
import { useFormState, useWatch } from 'react-hook-form';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { Vehicle, VehicleUpdateRequest } from '../../../contract/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { fieldErrorsOf } from '../../dataProvider/http.ts';
import { failureOf, SaveFailureAlert, type SaveFailure } from './LoadStatus.tsx';
import { textLength } from '../content/fields/fieldLimits.ts';
import {
  hasUnsavedChanges,
  isOverLimit,
  LIMITED_FIELDS,
  maxChars,
  RIM_SIZE_FIELD,
  SEO_FIELDS,
  toFormValues,
  toUpdateRequest,
  vehicleSlug,
  type LimitedField,
} from './seoForm.ts';
import { SeoPreview } from '../seo/SeoPreview.tsx';
import { useVehicleSave } from './useVehicleDetail.ts';

// Built once: react-admin re-registers an input whose validators change identity.
const VALIDATORS = new Map(LIMITED_FIELDS.map((field) => [field.source, [maxChars(field.max)]]));

/** A text input with a live "12 / 60" counter; over the limit it is the error ("72 / 60: at most 60 characters"). */
const LimitedTextInput = ({ field, placeholder }: { field: LimitedField; placeholder?: string }) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: field.source });
  return (
    <TextInput
      source={field.source}
      label={field.label}
      validate={VALIDATORS.get(field.source)}
      helperText={translate('app.content.fields.counter', { count: textLength(value), max: field.max })}
      multiline={field.multiline}
      minRows={field.multiline ? 2 : undefined}
      placeholder={placeholder}
      fullWidth
    />
  );
};

interface VehicleSeoFormProps {
  vehicle: Vehicle;
  onReload: () => void;
  /** Told whether the form holds input that is not saved (the page then asks before it is left). */
  onUnsavedChange: (unsaved: boolean) => void;
}

/** Renders nothing; compares the fields with the saved vehicle (a save resets the comparison, not react-hook-form's dirty flags). */
const ReportUnsaved = ({ saved, onChange }: { saved: FieldValues; onChange: (unsaved: boolean) => void }) => {
  const unsaved = hasUnsavedChanges(useWatch(), saved);
  useEffect(() => onChange(unsaved), [unsaved, onChange]);
  return null;
};

// A reset (new record after a save or a reload) keeps what the admin typed in fields they touched.
const RESET_OPTIONS = { keepDirtyValues: true } as const;

interface FormFooterProps {
  failure: SaveFailure | null;
  clearFailure: () => void;
  saving: boolean;
  onReload: () => void;
}

const FormFooter = ({ failure, clearFailure, saving, onReload }: FormFooterProps) => {
  const translate = useTranslate();
  const values = useWatch();
  const { submitCount } = useFormState();
  const overLimit = isOverLimit(values);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {overLimit && (
        // Live, and again after a refused submit: the save is blocked until the texts fit.
        <Alert severity="error" role="alert" key={submitCount}>
          {translate('app.vehicle_detail.form.over_limit')}
        </Alert>
      )}
      <SaveFailureAlert failure={failure} clearFailure={clearFailure} onReload={onReload} />
      <div>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={saving} loadingPosition="start">
          {translate('app.vehicle_detail.form.save')}
        </Button>
      </div>
    </Stack>
  );
};

/**
 * Rim size and SEO (spec §2, limits §5) with counters and the search preview. A 400 puts the server's messages
 * under the fields, a 412 is shown; either way the form keeps everything typed.
 */
export const VehicleSeoForm = ({ vehicle, onReload, onUnsavedChange }: VehicleSeoFormProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { rimSize, seo, seoTags } = vehicle;
  const record = useMemo(() => toFormValues({ rimSize, seo, seoTags }), [rimSize, seo, seoTags]);
  const { save, ...footer } = useVehicleSave(
    vehicle.stockid,
    (body: VehicleUpdateRequest) => dataProvider.updateVehicleByStockId(vehicle.stockid, body),
    'app.vehicle_detail.form.saved',
  );

  const submit = async (values: FieldValues) => {
    if (isOverLimit(values)) return undefined;
    const answer = await save((version) => toUpdateRequest(values, version ?? vehicle.version));
    // A 412 names `version`, which is no field: only a 400's field errors go under the inputs.
    return 'error' in answer && !failureOf(answer.error).conflict ? fieldErrorsOf(answer.error) : undefined;
  };

  return (
    <Form
      record={record}
      onSubmit={submit}
      mode="onChange"
      resetOptions={RESET_OPTIONS}
      disableInvalidFormNotification
      noValidate
    >
      <ReportUnsaved saved={record} onChange={onUnsavedChange} />
      <Stack spacing={2}>
        <Card component="section" aria-labelledby="vehicle-wheels-title">
          <CardContent>
            <Typography id="vehicle-wheels-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('app.vehicle_detail.form.wheels')}
            </Typography>
            <Stack sx={{ maxWidth: 320 }}>
              <LimitedTextInput
                field={RIM_SIZE_FIELD}
                placeholder={translate('app.vehicle_detail.form.rim_size_help')}
              />
            </Stack>
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="vehicle-seo-title">
          <CardContent>
            <Typography id="vehicle-seo-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('app.vehicle_detail.form.seo')}
            </Typography>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, lg: 7 }}>
                {SEO_FIELDS.map((field) => (
                  <LimitedTextInput key={field.source} field={field} />
                ))}
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <SeoPreview
                  titleSource="seo.title"
                  descriptionSource="seo.description"
                  path={['inventory', vehicleSlug(vehicle)]}
                />
              </Grid>
            </Grid>
            <FormFooter {...footer} onReload={onReload} />
          </CardContent>
        </Card>
      </Stack>
    </Form>
  );
};
