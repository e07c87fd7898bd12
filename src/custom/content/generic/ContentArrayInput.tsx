import { ArrayInput, SimpleFormIterator, SourceContextProvider, useSourceContext } from 'react-admin';
import { ENVELOPE_KEYS, type CollectionDeclaration, type SchemaField } from '../../../../contract/content/index.ts';
import { ContentFieldInput } from './ContentFieldInput.tsx';

interface ContentArrayInputProps {
  collection: CollectionDeclaration;
  field: SchemaField;
  source: string;
  fieldKey: string;
  mode: 'create' | 'edit';
  label: string;
  readOnly: boolean;
}

// The item's inputs name their full path themselves (the image input finds 'subCategories[].logoImage' by it).
const ROOT_SOURCE = { getSource: (source: string) => source, getLabel: (source: string) => source };
const envelope: readonly string[] = ENVELOPE_KEYS;

/** One item's inputs, each under its concrete path ('subCategories.0.logoImage'). */
const ItemInputs = ({
  collection,
  field,
  fieldKey,
  mode,
}: Omit<ContentArrayInputProps, 'source' | 'label' | 'readOnly'>) => {
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

/** A list of sub-documents (a carousel card's sub-categories): add, remove and reorder items, each with its derived inputs. */
export const ContentArrayInput = ({
  collection,
  field,
  source,
  fieldKey,
  mode,
  label,
  readOnly,
}: ContentArrayInputProps) => (
  <ArrayInput source={source} label={label}>
    <SimpleFormIterator fullWidth disableClear disabled={readOnly}>
      <ItemInputs collection={collection} field={field} fieldKey={fieldKey} mode={mode} />
    </SimpleFormIterator>
  </ArrayInput>
);
