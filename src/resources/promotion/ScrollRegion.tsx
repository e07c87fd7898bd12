import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * For the List around a ScrollRegion: its main column is a flex item (min-width auto), so without this it grows
 * to the table's width and the whole page scrolls sideways; with it the table scrolls inside its own frame.
 */
export const LIST_FITS_SX = {
  minWidth: 0,
  maxWidth: '100%',
  '& .RaList-main': { minWidth: 0, maxWidth: '100%' },
  '& .RaList-content': { minWidth: 0, maxWidth: '100%' },
} as const;

/**
 * A wide table scrolls sideways in its own frame on narrow screens. The frame takes the focus and has a name, so
 * a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable): the theme's scrolling table wrapper
 * cannot take the focus, so here it stays unscrolled and this frame scrolls instead.
 */
export const ScrollRegion = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      role="region"
      aria-label={translate(label)}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        maxWidth: '100%',
        '& .RaDataTable-root .RaDataTable-tableWrapper': { overflowX: 'visible', width: 'auto', minWidth: 0 },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {children}
    </Box>
  );
};
