import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { labelOf, type ImageValue } from '../../../contract/content/index.ts';
import { isImageValue } from '../media/mediaRules.ts';
import { isEmptyValue } from '../content/contentValues.ts';
import { absoluteTime } from './formatTime.ts';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const StoredImage = ({ image }: { image: ImageValue }) => {
  const translate = useTranslate();
  const src = image.src ?? image.mobileSrc;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {/* The alt text is written beside it, so the thumbnail itself is decorative. */}
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0, bgcolor: 'action.hover' }}
        />
      ) : null}
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {image.alt
          ? translate('app.history.diff.image', { alt: image.alt })
          : translate('app.history.diff.image_no_alt')}
      </Typography>
    </Box>
  );
};

/** One field's value in a revision, as an admin reads it: images by thumbnail and alt text, dates in their zone. */
const RevisionValue = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  if (isEmptyValue(value)) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {translate('app.history.diff.empty')}
      </Typography>
    );
  }
  if (isImageValue(value)) return <StoredImage image={value} />;
  if (typeof value === 'boolean') {
    return <Typography variant="body2">{translate(value ? 'app.history.diff.yes' : 'app.history.diff.no')}</Typography>;
  }
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    return (
      <Typography variant="body2" component="time" dateTime={value} title={value}>
        {absoluteTime(value)}
      </Typography>
    );
  }
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value, null, 1);
  // Long texts keep their line breaks: the before and after cells are read side by side.
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text}
    </Typography>
  );
};

type Values = Readonly<Record<string, unknown>>;
const isRecord = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSubDocuments = (v: unknown): v is Values[] => Array.isArray(v) && v.length > 0 && v.every(isRecord);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

interface DifferenceRow {
  key: string;
  label: ReactNode;
  left: unknown;
  right: unknown;
}

/**
 * A list of sub-documents (a carousel's sub-categories) as one row per changed field of each item ('Sub categories 2
 * · Title'), not the whole list as data with its internal ids; any other field as one row.
 */
const rowsOf = (
  fields: readonly string[],
  label: (field: string) => ReactNode,
  left: Values | undefined,
  right: Values,
) =>
  fields.flatMap((field): DifferenceRow[] => {
    const [l, r] = [left?.[field], right[field]];
    if (!isSubDocuments(l) && !isSubDocuments(r)) return [{ key: field, label: label(field), left: l, right: r }];
    const items: Values[] = Array.isArray(l) ? l : [];
    const others: Values[] = Array.isArray(r) ? r : [];
    return Array.from({ length: Math.max(items.length, others.length) }, (_, i) => {
      const [a = {}, b = {}] = [items[i], others[i]];
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== '_id' && k !== 'id');
      return keys
        .filter((k) => !same(a[k], b[k]))
        .map((k) => ({
          key: `${field}.${i}.${k}`,
          label: (
            <>
              {label(field)} {i + 1} · {labelOf({}, k)}
            </>
          ),
          left: a[k],
          right: b[k],
        }));
    }).flat();
  });

interface FieldDifferenceTableProps {
  id?: string;
  caption: ReactNode;
  /** i18n keys of the three column headings: the field, the one value, the other. */
  headings: readonly [string, string, string];
  fields: readonly string[];
  label: (field: string) => ReactNode;
  left: Readonly<Record<string, unknown>> | undefined;
  right: Readonly<Record<string, unknown>>;
  sx?: SxProps<Theme>;
}

/**
 * Two versions of a document field by field (a revision against the one before it, theirs against mine in a
 * conflict). The table scrolls inside its box on a phone instead of widening the page or dialog.
 */
export const FieldDifferenceTable = ({
  id,
  caption,
  headings,
  fields,
  label,
  left,
  right,
  sx,
}: FieldDifferenceTableProps) => {
  const translate = useTranslate();
  return (
    <Box id={id} sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {headings.map((heading) => (
              <TableCell key={heading} component="th" scope="col">
                {translate(heading)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rowsOf(fields, label, left, right).map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {row.label}
              </TableCell>
              <TableCell sx={{ minWidth: '10rem' }}>
                <RevisionValue value={row.left} />
              </TableCell>
              <TableCell sx={{ minWidth: '10rem' }}>
                <RevisionValue value={row.right} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
