import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  DAMAGE_SEVERITIES,
  PIN_TEXT_LIMITS,
  type AttachedPicture,
  type PinDescription,
  type PinType,
  type VehicleFeatures,
} from '../../../contract/index.ts';
import {
  availableTypes,
  changeType,
  chooseFeatureTitle,
  PIN_TYPE_LABELS,
  titleChoices,
  type PinTextErrors,
} from './pinTypeRules.ts';

interface PinTextFieldsProps {
  text: PinDescription;
  features: VehicleFeatures;
  errors: PinTextErrors;
  /** Field ids are `<idPrefix>-type`, `-title`, `-description`, `-feature`, `-severity`, `-part`, `-close-up`. */
  idPrefix: string;
  onChange: (text: PinDescription) => void;
  /** DMS hotspot pictures the pin may carry as close-up; the select shows only when there are any. */
  closeUpPictures?: AttachedPicture[];
}

const NONE = '';

/**
 * The text of a pin (spec §4), shared by the damage-map editor and the interior hotspot dialog so both follow the
 * same type rules: a feature of the vehicle (its description follows, read-only) or, for DAMAGE, free title and
 * description with severity and damaged part. Bare fields: the caller's Stack lays them out.
 */
export const PinTextFields = ({
  text,
  features,
  errors,
  idPrefix,
  onChange,
  closeUpPictures = [],
}: PinTextFieldsProps) => {
  const translate = useTranslate();
  const choices = titleChoices(text, features);
  // Feature types pick from the vehicle's features; without any, the admin types the texts.
  const freeText = text.type === 'DAMAGE' || choices.length === 0;
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const textField = (name: 'title' | 'description' | 'part', value: string, required = false) => (
    <TextField
      id={fieldId(name)}
      label={translate(`app.pins.editor.${name}`)}
      value={value}
      required={required}
      multiline={name === 'description'}
      minRows={name === 'description' ? 2 : undefined}
      error={name !== 'part' && errors[name] !== undefined}
      helperText={name !== 'part' && errors[name] ? translate(`app.pins.${name}_required`) : undefined}
      onChange={(event) => onChange({ ...text, [name]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS[name] } }}
      sx={name === 'part' ? { flex: { sm: '1 1 auto' }, minWidth: 0 } : undefined}
    />
  );
  const setSeverity = (value: string) => {
    const { severity: _previous, ...rest } = text;
    const severity = DAMAGE_SEVERITIES.find((s) => s === value);
    onChange(severity ? { ...rest, severity } : rest);
  };
  const setCloseUp = (id: string) => {
    const { closeUp: _previous, ...rest } = text;
    const picture = closeUpPictures.find((p) => p._id === id);
    onChange(picture ? { ...rest, closeUp: picture } : rest);
  };

  return (
    <>
      <TextField
        select
        id={fieldId('type')}
        label={translate('app.pins.editor.type')}
        value={text.type}
        onChange={(event) => onChange(changeType(text, event.target.value as PinType, features))}
      >
        {availableTypes(features, text.type).map((type) => (
          <MenuItem key={type} value={type}>
            {translate(PIN_TYPE_LABELS[type])}
          </MenuItem>
        ))}
      </TextField>
      {freeText ? (
        <>
          {textField('title', text.title, text.type === 'DAMAGE')}
          {textField('description', text.description, text.type === 'DAMAGE')}
        </>
      ) : (
        <>
          <TextField
            select
            id={fieldId('feature')}
            label={translate('app.pins.editor.feature')}
            value={text.title}
            onChange={(event) => onChange(chooseFeatureTitle(text, event.target.value, features))}
          >
            {choices.map((choice, index) => (
              // Two lists may hold the same name: the index keeps keys unique.
              <MenuItem key={`${index}-${choice.name}`} value={choice.name}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={fieldId('description')}
            label={translate('app.pins.editor.description')}
            value={text.description}
            multiline
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </>
      )}
      {text.type === 'DAMAGE' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            id={fieldId('severity')}
            label={translate('app.pins.editor.severity')}
            value={text.severity ?? NONE}
            onChange={(event) => setSeverity(event.target.value)}
            // A select sizes itself to its content and, in a row, took the part field's room (24 px left).
            sx={{ minWidth: 140, flex: { sm: '0 0 180px' } }}
          >
            <MenuItem value={NONE}>{translate('app.pins.severities.none')}</MenuItem>
            {DAMAGE_SEVERITIES.map((severity) => (
              <MenuItem key={severity} value={severity}>
                {translate(`app.pins.severities.${severity}`)}
              </MenuItem>
            ))}
          </TextField>
          {textField('part', text.part ?? '')}
        </Stack>
      )}
      {closeUpPictures.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            id={fieldId('close-up')}
            label={translate('app.pins.editor.close_up')}
            value={text.closeUp?._id ?? NONE}
            onChange={(event) => setCloseUp(event.target.value)}
            sx={{ flex: 1 }}
          >
            <MenuItem value={NONE}>{translate('app.pins.editor.no_close_up')}</MenuItem>
            {closeUpPictures.map((picture) => (
              <MenuItem key={picture._id} value={picture._id}>
                {picture.title || picture.name}
              </MenuItem>
            ))}
          </TextField>
          {text.closeUp && (
            <Box
              component="img"
              src={text.closeUp.picture}
              alt={translate('app.pins.editor.close_up_alt', { title: text.closeUp.title || text.closeUp.name })}
              sx={{ width: 80, height: 60, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
        </Stack>
      )}
    </>
  );
};
