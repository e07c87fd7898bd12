import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import {
  labelOf,
  schemaFieldsOf,
  type CollectionDeclaration,
  type SchemaField,
} from '../../../contract/content/index.ts';
import { SINGLETON_ID } from '../../../contract/content/names.ts';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { ContentLoadError } from '../../custom/content/ContentLoadError.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { SingleRowTable } from '../../custom/layout/SingleRowTable.tsx';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

interface SettingsTableProps {
  collection: CollectionDeclaration;
  /** i18n key of the table's heading ('Price List'). */
  title: string;
}

/** Edit's card is a flex item (min-width auto): without this it grows to the table's width and the page scrolls. */
const EDIT_FITS_SX = {
  minWidth: 0,
  maxWidth: '100%',
  '& .RaEdit-main': { minWidth: 0, maxWidth: '100%' },
  '& .RaEdit-card': { minWidth: 0, maxWidth: '100%' },
} as const;

const headingId = (name: string) => `settings-${name}-heading`;

/**
 * One input in its cell, after the field's kind in the schema (a money amount is text: dollars as '1250.50'), named by
 * its column's header for screen readers (the header shows the name).
 */
const CellInput = ({ field, label }: { field: SchemaField; label: string }) => {
  const a11y = { htmlInput: { 'aria-label': label } };
  if (field.kind === 'boolean')
    return (
      <BooleanInput
        source={field.key}
        label={false}
        options={{ slotProps: { input: { 'aria-label': label } } }}
        helperText={false}
      />
    );
  if (field.kind === 'number')
    return <NumberInput source={field.key} label={false} slotProps={a11y} helperText={false} sx={{ minWidth: 120 }} />;
  return (
    <TextInput
      source={field.key}
      label={false}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }}
      helperText={false}
      sx={{ minWidth: 120 }}
    />
  );
};

/** A failed load keeps the table's heading, and the message names the table ('The Delivery Settings could not …'). */
const TableLoadError = ({ id, title }: { id: string; title: string }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        {translate(title)}
      </Typography>
      <ContentLoadError
        text={(message) => translate('app.settings.load_failed', { name: translate(title), message })}
      />
    </Box>
  );
};

/**
 * A settings singleton as the spec's single-row table (no paging), edited in place and saved on its own. The
 * shared ContentEdit does the rest: the server's status as the success toast, its message on failure, field
 * errors under their inputs, and on 412 the conflict dialog that keeps the input.
 */
export const SettingsTable = ({ collection, title }: SettingsTableProps) => {
  const translate = useTranslate();
  const id = headingId(collection.name);
  // The server's own rules, run before any request (built once per table).
  const validate = useMemo(() => contentValidator(collection), [collection]);
  const fields = useMemo(() => schemaFieldsOf(collection), [collection]);
  return (
    <ContentEdit
      resource={collection.name}
      id={SINGLETON_ID}
      title={false}
      actions={false}
      component="div"
      history={false}
      sx={EDIT_FITS_SX}
      error={<TableLoadError id={id} title={title} />}
    >
      <SimpleForm validate={validate} sx={{ p: 0 }} toolbar={false}>
        <WarnWhenUnsaved />
        <ContentFormWatch />
        <SingleRowTable
          id={id}
          title={title}
          columns={fields.map((field) => {
            const label = labelOf(collection, field.key);
            return { key: field.key, head: label, cell: <CellInput field={field} label={label} /> };
          })}
          toolbar={
            <Toolbar
              disableGutters
              sx={{
                '&.RaToolbar-mobileToolbar': { position: 'static', width: 'auto' },
                bgcolor: 'transparent',
                minHeight: 0,
                mt: 1,
              }}
            >
              <SaveButton aria-label={translate('app.settings.save_named', { name: translate(title) })} />
            </Toolbar>
          }
        />
      </SimpleForm>
    </ContentEdit>
  );
};
