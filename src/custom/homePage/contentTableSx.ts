import type { SxProps, Theme } from '@mui/material';

/**
 * The content tables (banners, hero images) keep to their card like every DataTable (theme.ts); on phones their
 * cells use half padding, and long texts are cut to two lines so a row stays a row.
 */
export const contentTableSx: SxProps<Theme> = (theme) => ({
  '& .column-text': { maxWidth: 320 },
  '& .column-text > *': { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { px: 1 } },
});
