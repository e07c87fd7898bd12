import { useEffect, useRef, useState, type ReactNode } from 'react';
import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
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
import { useTranslate } from 'react-admin';

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

// On a phone an input takes its cell's width, not its desktop minimum: a 240 px email field made the inventory
// count 14 px wider than a 390 px screen.
const PHONE_INPUT_CELL_SX = { px: 1, '& .MuiFormControl-root': { minWidth: 0, width: '100%' } } as const;

export interface SingleRowColumn {
  key: string;
  head: ReactNode;
  cell: ReactNode;
}

/**
 * A heading and its single-row form table (settings, sync limit, inventory count). The section takes the layout's
 * width, never the table's: on a phone the row is turned into one line per field (name, then its input), so nothing
 * is cut at the screen's edge; where a table is still wider than its frame it scrolls sideways in it, and the frame
 * then takes the focus and is named by the heading, so a keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export const SingleRowTable = ({
  id,
  title,
  help,
  columns,
  toolbar,
}: {
  id: string;
  /** i18n keys of the heading and of an optional line under it. */
  title: string;
  help?: string;
  columns: readonly SingleRowColumn[];
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
      {help ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
      ) : null}
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
                  <TableCell component="th" scope="row" sx={{ pt: 2.5, px: 1 }}>
                    {column.head}
                  </TableCell>
                  <TableCell sx={PHONE_INPUT_CELL_SX}>{column.cell}</TableCell>
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

/** The submit button under a plain form's table (one not in a react-admin form, which has its own SaveButton). */
export const SingleRowSubmit = ({
  label,
  ariaLabel,
  disabled,
}: {
  label: string;
  ariaLabel?: string;
  disabled: boolean;
}) => (
  <Box sx={{ mt: 1, py: 1 }}>
    <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={disabled} aria-label={ariaLabel}>
      {label}
    </Button>
  </Box>
);
