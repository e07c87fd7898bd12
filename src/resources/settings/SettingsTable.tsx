import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
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

/** Whether the frame is narrower than its table (it scrolls sideways), kept up to date as the window resizes. */
const useScrollsSideways = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
};

export interface SettingsColumn {
  key: string;
  head: ReactNode;
  cell: ReactNode;
}

/**
 * The heading and its single-row table. The section takes the layout's width, never the table's: on a phone the
 * row is turned into one line per field (name, then its input), so nothing is cut at the screen's edge; where a
 * table is still wider than its frame it scrolls sideways in it, and the frame then takes the focus and is named by
 * the heading, so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export const SettingsTableFrame = ({
  id,
  title,
  columns,
  toolbar,
}: {
  id: string;
  title: string;
  columns: readonly SettingsColumn[];
  toolbar: ReactNode;
}) => {
  const translate = useTranslate();
  const [frame, scrolls] = useScrollsSideways();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3, minWidth: 0, maxWidth: '100%', alignSelf: 'stretch' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <TableContainer
        component={Paper}
        variant="outlined"
        ref={frame}
        {...(scrolls ? { role: 'group', 'aria-labelledby': id, tabIndex: 0 } : {})}
        sx={{
          width: phone ? '100%' : 'fit-content',
          maxWidth: '100%',
          overflowX: 'auto',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Table size="small" aria-labelledby={id}>
          {phone ? (
            <TableBody>
              {columns.map((column) => (
                <TableRow key={column.key} sx={{ verticalAlign: 'top' }}>
                  <TableCell component="th" scope="row" sx={{ pt: 2.5 }}>
                    {column.head}
                  </TableCell>
                  <TableCell>{column.cell}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          ) : (
            <>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.key} component="th" scope="col">
                      {column.head}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow sx={{ verticalAlign: 'top' }}>
                  {columns.map((column) => (
                    <TableCell key={column.key}>{column.cell}</TableCell>
                  ))}
                </TableRow>
              </TableBody>
            </>
          )}
        </Table>
      </TableContainer>
      {toolbar}
    </Box>
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
        <SettingsTableFrame
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
