import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  DAMAGE_SEVERITIES,
  PIN_TEXT_LIMITS,
  type PinDescription,
  type PinType,
  type VehicleFeatures,
} from '../../../contract/index.ts';
import { PIN_TYPE_LABELS } from './pinColours.ts';
import { availableTypes, changeType, chooseFeatureTitle, titleChoices, type PinTextErrors } from './pinTypeRules.ts';

interface PinTextFieldsProps {
  text: PinDescription;
  features: VehicleFeatures;
  errors: PinTextErrors;
  /** Field ids are `<idPrefix>-type`, `-title`, `-description`, `-feature`, `-severity`, `-part`. */
  idPrefix: string;
  onChange: (text: PinDescription) => void;
}

const NO_SEVERITY = '';

/**
 * The text of a pin (spec §4), shared by the damage-map editor and the interior hotspot dialog
 * so both follow the same type rules: its type, then either a feature of the vehicle (feature
 * types; its description follows, read-only) or free title and description (DAMAGE, with
 * severity and damaged part). Renders bare fields: the caller's Stack lays them out.
 */
export const PinTextFields = ({ text, features, errors, idPrefix, onChange }: PinTextFieldsProps) => {
  const translate = useTranslate();
  const choices = titleChoices(text, features);
  // Feature types pick from the vehicle's features; without any, the admin types the texts.
  const freeText = text.type === 'DAMAGE' || choices.length === 0;
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  const setSeverity = (value: string) => {
    const { severity: _previous, ...rest } = text;
    const severity = DAMAGE_SEVERITIES.find((s) => s === value);
    onChange(severity ? { ...rest, severity } : rest);
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
          <TextField
            id={fieldId('title')}
            label={translate('app.pins.editor.title')}
            value={text.title}
            required={text.type === 'DAMAGE'}
            error={errors.title !== undefined}
            helperText={errors.title ? translate('app.pins.title_required') : undefined}
            onChange={(event) => onChange({ ...text, title: event.target.value })}
            slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS.title } }}
          />
          <TextField
            id={fieldId('description')}
            label={translate('app.pins.editor.description')}
            value={text.description}
            required={text.type === 'DAMAGE'}
            multiline
            minRows={2}
            error={errors.description !== undefined}
            helperText={errors.description ? translate('app.pins.description_required') : undefined}
            onChange={(event) => onChange({ ...text, description: event.target.value })}
            slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS.description } }}
          />
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
              <MenuItem key={`${index}-${choice.title}`} value={choice.title}>
                {choice.title}
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
            value={text.severity ?? NO_SEVERITY}
            onChange={(event) => setSeverity(event.target.value)}
            // A select sizes itself to its content and, in a row, took the part field's room (24 px left).
            sx={{ minWidth: 140, flex: { sm: '0 0 180px' } }}
          >
            <MenuItem value={NO_SEVERITY}>{translate('app.pins.severities.none')}</MenuItem>
            {DAMAGE_SEVERITIES.map((severity) => (
              <MenuItem key={severity} value={severity}>
                {translate(`app.pins.severities.${severity}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={fieldId('part')}
            label={translate('app.pins.editor.part')}
            value={text.part ?? ''}
            onChange={(event) => onChange({ ...text, part: event.target.value })}
            slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS.part } }}
            sx={{ flex: { sm: '1 1 auto' }, minWidth: 0 }}
          />
        </Stack>
      )}
    </>
  );
};
