import { useMemo } from 'react';
import { TextField } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { labelOf, type CollectionDeclaration } from '../../../../contract/content/index.ts';
import { derivedValuesOf } from './contentFormValues.ts';

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * The fields the server computes on every write (a blog post's URL, `collection.derived`): shown as the admin types,
 * computed by the declaration's own function from the form's values, never editable and never sent as input (the
 * server would drop them anyway). A derived field the function does not return (former URLs) shows the stored value.
 */
export const DerivedFields = ({ collection }: { collection: CollectionDeclaration }) => {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const computed = useMemo(() => derivedValuesOf(collection, values), [collection, values]);
  const fields = collection.derived?.fields ?? [];
  return (
    <>
      {fields.map((key) => (
        <TextField
          key={key}
          id={`derived-${key}`}
          label={labelOf(collection, key)}
          value={shown(key in computed ? computed[key] : values[key])}
          helperText={translate('app.content.generic.form.derived_help')}
          fullWidth
          margin="dense"
          size="small"
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
};
