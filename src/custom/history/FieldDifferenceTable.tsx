import { Box, Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { RevisionValue } from './RevisionValue.tsx';

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
