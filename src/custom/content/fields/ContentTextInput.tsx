import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { maxLengthOf, textLength } from './fieldLimits.ts';

/**
 * An emptied field stays '' (react-admin's default turns it into null): the declarations' text fields are
 * strings, '' meaning "none", and the server refuses null there.
 */
export const keepText = (value: string) => value;

interface ContentTextInputProps extends TextInputProps {
  collection: CollectionDeclaration;
}

/**
 * A text field of a content collection with a live '12 / 80' counter when the declaration sets a length. The form
 * checks it (`contentValidator(collection)`: the server's rules and messages).
 */
export const ContentTextInput = ({ collection, source, helperText, ...props }: ContentTextInputProps) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const max = maxLengthOf(collection, source);
  const count = textLength(value);
  const counter = max ? translate('app.content.fields.counter', { count, max }) : undefined;
  const help = typeof helperText === 'string' ? translate(helperText) : undefined;
  return (
    <TextInput
      source={source}
      helperText={help && counter ? `${help} · ${counter}` : (help ?? counter ?? helperText)}
      parse={keepText}
      {...props}
    />
  );
};
