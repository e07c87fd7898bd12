import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isEmptyValue } from '../content/contentValues.ts';
import { absoluteTime } from './formatTime.ts';

interface StoredImage {
  publicId: string;
  src?: string;
  mobileSrc?: string;
  alt?: string;
}

const isImage = (value: unknown): value is StoredImage =>
  typeof value === 'object' && value !== null && typeof (value as { publicId?: unknown }).publicId === 'string';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const ImageValue = ({ image }: { image: StoredImage }) => {
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
  if (isImage(value)) return <ImageValue image={value} />;
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
          {fields.map((field) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {label(field)}
              </TableCell>
              <TableCell sx={{ minWidth: '10rem' }}>
                <RevisionValue value={left?.[field]} />
              </TableCell>
              <TableCell sx={{ minWidth: '10rem' }}>
                <RevisionValue value={right[field]} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
