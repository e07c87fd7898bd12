import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  SourceContextProvider,
  TextInput,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import {
  ENVELOPE_KEYS,
  inSentence,
  labelOf,
  type CollectionDeclaration,
  type SchemaField,
} from '../../../../contract/content/index.ts';
import { ContentImageInput } from '../../media/ContentImageInput.tsx';
import { ContentTextInput } from '../fields/ContentTextInput.tsx';
import { HexColorInput } from '../fields/HexColorInput.tsx';
import { DATE_TIME_INPUT } from '../fields/publishWindow.ts';
import { fieldComponents } from './fieldComponents.tsx';

export interface ContentFieldInputProps {
  collection: CollectionDeclaration;
  field: SchemaField;
  /** The form path: the key, or inside an array its concrete path ('subCategories.0.logoImage'). */
  source: string;
  /** The declaration's key of the field: 'name', or inside an array 'subCategories[].title' (overrides, immutables). */
  fieldKey: string;
  mode: 'create' | 'edit';
}

/** Inputs that belong together under one name (a sub-document, the publish window). */
export const FieldGroup = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }}>
    <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
      {label}
    </Typography>
    {children}
  </Box>
);

// An array item's inputs name their full path themselves (the image input finds 'subCategories[].logoImage' by it).
const ROOT_SOURCE = { getSource: (source: string) => source, getLabel: (source: string) => source };
const envelope: readonly string[] = ENVELOPE_KEYS;

/** One item's inputs of a list of sub-documents, each under its concrete path ('subCategories.0.logoImage'). */
const ArrayItemInputs = ({ collection, field, fieldKey, mode }: Omit<ContentFieldInputProps, 'source'>) => {
  const { getSource } = useSourceContext();
  return (
    <SourceContextProvider value={ROOT_SOURCE}>
      {(field.item ?? [])
        // The server names a new item (`_id` default): no input for it.
        .filter((sub) => !envelope.includes(sub.key))
        .map((sub) => (
          <ContentFieldInput
            key={sub.key}
            collection={collection}
            field={sub}
            source={getSource(sub.key)}
            fieldKey={`${fieldKey}[].${sub.key}`}
            mode={mode}
          />
        ))}
    </SourceContextProvider>
  );
};

/**
 * The one input a schema field gets (issue 24), by its kind, unless the declaration's `admin.fields` hides it, makes it
 * a textarea, read-only or a registered component; an immutable field is read-only once created.
 */
export const ContentFieldInput = ({ collection, field, source, fieldKey, mode }: ContentFieldInputProps) => {
  const translate = useTranslate();
  const override = collection.admin?.fields?.[fieldKey];
  if (override?.input === 'hidden') return null;
  const label = labelOf(collection, field.key);
  const immutable =
    mode === 'edit' && (collection.immutable as readonly string[] | undefined)?.includes(fieldKey) === true;
  const readOnly = immutable || override?.input === 'readOnly';
  const helperText = immutable
    ? translate('app.content.generic.form.immutable_help', { label: inSentence(collection.label) })
    : override?.help;
  const common = { source, label, readOnly, helperText: helperText ?? undefined };

  if (override?.component) {
    const Component = fieldComponents[override.component];
    if (!Component)
      throw new Error(
        `No console component "${override.component}" in fieldComponents.tsx (${collection.name}.${fieldKey}).`,
      );
    return <Component collection={collection} source={source} label={label} mode={mode} readOnly={readOnly} />;
  }
  switch (field.kind) {
    case 'text': {
      const multiline = override?.input === 'textarea';
      return (
        <ContentTextInput
          collection={collection}
          {...common}
          isRequired={field.required}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          fullWidth
        />
      );
    }
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'enum':
      // Declared read-only (a category the screen chose): its text, which the keyboard reaches; a disabled select is skipped.
      if (override?.input === 'readOnly') return <TextInput {...common} fullWidth />;
      return (
        <SelectInput
          {...common}
          isRequired={field.required}
          // Each option as the list shows it (a declared `format`: 'buy' → 'Buy'), also when read-only.
          choices={(field.options ?? []).map((option) => ({ id: option, name: override?.format?.(option) ?? option }))}
          translateChoice={false}
          emptyText=""
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          isRequired={field.required}
          min={field.min}
          max={field.max}
          fullWidth={false}
          sx={{ width: 260 }}
        />
      );
    case 'color':
      return <HexColorInput {...common} />;
    case 'image':
      return (
        <ContentImageInput
          source={source}
          collection={collection}
          label={label}
          helperText={common.helperText}
          disabled={readOnly}
        />
      );
    case 'date':
      return <DateTimeInput {...common} {...DATE_TIME_INPUT} />;
    case 'array':
      // A carousel card's sub-categories: add, remove and reorder items, each with its derived inputs.
      return (
        <ArrayInput source={source} label={label}>
          <SimpleFormIterator fullWidth disableClear disabled={readOnly}>
            <ArrayItemInputs collection={collection} field={field} fieldKey={fieldKey} mode={mode} />
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'object':
      return (
        <FieldGroup label={label}>
          {(field.fields ?? []).map((sub) => (
            <ContentFieldInput
              key={sub.key}
              collection={collection}
              field={sub}
              source={`${source}.${sub.key}`}
              fieldKey={`${fieldKey}.${sub.key}`}
              mode={mode}
            />
          ))}
        </FieldGroup>
      );
    default:
      return null;
  }
};
