import { Autocomplete, TextField } from '@mui/material';
import { textLength } from '../../custom/content/fields/fieldLimits.ts';
import { useInput, useTranslate } from 'react-admin';
import { BLOG_CATEGORY_MAX } from '../../../contract/content/blogPosts.ts';
import { messageOf } from '../../custom/media/mediaRules.ts';

/**
 * The post's category: one of the categories in use (GET /blog-posts answers them) or a new one typed in. What is
 * typed is the value, so a new category needs no extra step.
 */
export const CategoryInput = ({ categories }: { categories: readonly string[] }) => {
  const translate = useTranslate();
  // Required by the declaration (spec §5 'Category is required'); without a validator of its own the input would not say so.
  const { field, fieldState, formState, id, isRequired } = useInput({ source: 'category', isRequired: true });
  const value = typeof field.value === 'string' ? field.value : '';
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  // react-admin keeps a validator's message as text or as {message, args}: translating the object crashed the form.
  const message = messageOf(fieldState.error?.message as unknown);
  const count = translate('app.content.fields.counter', { count: textLength(value), max: BLOG_CATEGORY_MAX });
  return (
    <Autocomplete
      freeSolo
      options={[...categories]}
      value={value}
      inputValue={value}
      onInputChange={(_, next) => field.onChange(next)}
      onChange={(_, next) => field.onChange(typeof next === 'string' ? next : '')}
      sx={{ mb: 1, width: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={translate('resources.blogPosts.fields.category')}
          required={isRequired}
          error={shown}
          helperText={
            shown && message
              ? translate(message, { _: message })
              : `${translate('resources.blogPosts.category_help')} · ${count}`
          }
        />
      )}
    />
  );
};
