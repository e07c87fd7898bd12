import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  DateTimeInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import {
  hasSeoBlock,
  labelOf,
  schemaFieldsOf,
  SEO_KEYS,
  type CollectionDeclaration,
} from '../../../../contract/content/index.ts';
import { SeoInputs } from '../../seo/SeoInputs.tsx';
import { WarnWhenUnsaved } from '../../unsaved/WarnWhenUnsaved.tsx';
import { ContentFormWatch } from '../ContentFormWatch.tsx';
import { contentValidator } from '../contentValidator.ts';
import { DATE_TIME_INPUT, validateWindowOrder } from '../fields/publishWindow.ts';
import { ContentFieldInput, FieldGroup } from './ContentFieldInput.tsx';
import { derivedValuesOf } from './contentFormValues.ts';
import { afterComponents } from './fieldComponents.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';

export interface ContentInputsProps {
  collection: CollectionDeclaration;
  /** Immutable fields are read-only in 'edit'. */
  mode: 'create' | 'edit';
}

const seoKeys: readonly string[] = SEO_KEYS;

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
const DerivedFields = ({ collection }: { collection: CollectionDeclaration }) => {
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

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Whether the declaration words a save stopped by an empty required field itself (`admin.texts.required`). */
const hasRequiredToast = (collection: CollectionDeclaration) => !!collection.admin?.texts?.required;

/**
 * A save the form's rules stopped (inside a form with `disableInvalidFormNotification`): when a field in error is
 * empty, the declaration's `required` text as an info toast (spec §5: ride-share cities say 'Please fill required
 * fields'); otherwise react-admin's own 'The form is not valid' error toast, as any other form.
 */
const ContentInvalidToast = ({ collection }: { collection: CollectionDeclaration }) => {
  const { text } = useCollectionTexts(collection);
  const notify = useNotify();
  const { getValues } = useFormContext();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const fields = Object.entries(errors).filter(([key]) => key !== 'root');
    if (fields.length === 0) return;
    // Only the form's own rules say 'required': a server's refusal (a taken URL, on a derived field the form leaves
    // empty) shows the server's words.
    if (fields.some(([key, error]) => error?.type !== 'server' && isEmpty(getValues(key)))) {
      notify(text('required'), { type: 'info' });
      return;
    }
    const serverError = errors.root?.serverError?.message;
    notify(typeof serverError === 'string' && serverError ? serverError : 'ra.message.invalid_form', { type: 'error' });
  }, [submitCount, errors, getValues, notify, text]);
  return null;
};

/**
 * The search-result preview's path: the document's own URL where the server derives one ('/blog/cars/x'), live from
 * the declaration's function as the admin types (a new city page has no stored URL yet).
 */
const PreviewPathSeoBlock = ({ collection }: { collection: CollectionDeclaration }) => {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const derived = useMemo(() => derivedValuesOf(collection, values), [collection, values]);
  const url = 'url' in derived ? derived.url : values.url;
  const path = useMemo(() => (typeof url === 'string' ? url.split('/').filter(Boolean) : []), [url]);
  return (
    <Box
      component="section"
      aria-label={translate('app.content.generic.form.seo_heading')}
      sx={{ width: '100%', mt: 2 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('app.content.generic.form.seo_heading')}
      </Typography>
      <SeoInputs collection={collection} previewPath={path} />
    </Box>
  );
};

const UNTIL_RULES = [validateWindowOrder];

/**
 * publishFrom / publishUntil (beyond the spec): either end may stay open, in the admin's time zone, named so nobody
 * wonders whose 09:00 it is.
 */
const PublishWindowInputs = () => {
  const translate = useTranslate();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
  return (
    <FieldGroup label={translate('app.content.fields.publish_window')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.content.fields.publish_window_help', { zone })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <DateTimeInput source="publishFrom" {...DATE_TIME_INPUT} helperText="app.content.fields.publish_from_help" />
        <DateTimeInput
          source="publishUntil"
          {...DATE_TIME_INPUT}
          validate={UNTIL_RULES}
          helperText="app.content.fields.publish_until_help"
        />
      </Box>
    </FieldGroup>
  );
};

/**
 * Every input of a collection's document, derived from its declaration (issue 24), SEO section, publish window and
 * derived fields included. Goes inside a form validated by `contentValidator(collection)`: the server's messages.
 */
export const ContentInputs = ({ collection, mode }: ContentInputsProps) => {
  const fields = useMemo(() => schemaFieldsOf(collection), [collection]);
  const seo = hasSeoBlock(fields);
  const firstSeoKey = fields.find((field) => seoKeys.includes(field.key))?.key;
  const overrides = collection.admin?.fields;
  const After = collection.admin?.after ? afterComponents[collection.admin.after] : undefined;
  return (
    <>
      {fields.map((field) => {
        if (seo && seoKeys.includes(field.key)) {
          return field.key === firstSeoKey && overrides?.[field.key]?.input !== 'hidden' ? (
            <PreviewPathSeoBlock key="seo" collection={collection} />
          ) : null;
        }
        if (collection.publishWindow && (field.key === 'publishFrom' || field.key === 'publishUntil')) {
          return field.key === 'publishFrom' ? <PublishWindowInputs key="publishWindow" /> : null;
        }
        return (
          <ContentFieldInput
            key={field.key}
            collection={collection}
            field={field}
            source={field.key}
            fieldKey={field.key}
            mode={mode}
          />
        );
      })}
      {collection.derived ? <DerivedFields collection={collection} /> : null}
      {After ? <After collection={collection} /> : null}
    </>
  );
};

/**
 * The generic pages' form around ContentInputs: the server's rules before any request (`noValidate`: the app's
 * messages, never the browser's bubble), the unsaved-changes guard, a declared `admin.texts.required` toast, and on
 * an edit the probe its view asks (ContentFormWatch).
 */
const createToolbar = (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

export const ContentSimpleForm = (
  // `children`: above the inputs (the home page's hero: where it is on the site now).
  props: ContentInputsProps & Pick<SimpleFormProps, 'toolbar' | 'component' | 'sx'> & { children?: ReactNode },
) => {
  const { collection, mode, children, ...formProps } = props;
  const validate = useMemo(() => contentValidator(collection), [collection]);
  const requiredToast = hasRequiredToast(collection);
  return (
    <SimpleForm
      validate={validate}
      noValidate
      disableInvalidFormNotification={requiredToast}
      // A create's Save works on an untouched form too, so it shows what is required instead of doing nothing.
      toolbar={mode === 'create' ? createToolbar : undefined}
      {...formProps}
    >
      <WarnWhenUnsaved />
      {requiredToast ? <ContentInvalidToast collection={collection} /> : null}
      {mode === 'edit' ? <ContentFormWatch /> : null}
      {children}
      <ContentInputs collection={collection} mode={mode} />
    </SimpleForm>
  );
};
