import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { countedLength, LIMITED_FIELDS, maxChars, type LimitedField } from './seoForm.ts';

// Built once: react-admin re-registers an input whose validators change identity.
const VALIDATORS = new Map(LIMITED_FIELDS.map((field) => [field.source, [maxChars(field.max)]]));

interface LimitedTextInputProps {
  field: LimitedField;
  placeholder?: string;
}

/**
 * A text input with a live "12 / 60" counter under it. Over the limit the field turns red
 * and the counter becomes the error ("72 / 60: at most 60 characters").
 */
export const LimitedTextInput = ({ field, placeholder }: LimitedTextInputProps) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: field.source });
  return (
    <TextInput
      source={field.source}
      label={field.label}
      validate={VALIDATORS.get(field.source)}
      helperText={translate('app.vehicle_detail.form.counter', { count: countedLength(value), max: field.max })}
      multiline={field.multiline}
      minRows={field.multiline ? 2 : undefined}
      placeholder={placeholder}
      fullWidth
    />
  );
};
