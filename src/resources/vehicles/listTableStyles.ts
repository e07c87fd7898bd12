import type { SxProps, Theme } from '@mui/material';
import { alpha, darken, lighten } from '@mui/material/styles';

/**
 * Class names of the light markup in the list's rows (cells, chips, pictures, actions). MUI's <TableCell>, <Chip>,
 * <Stack> and <Typography> compute and hash their styles per element: most of a row's cost, on 20 to 200 rows. Their
 * CSS is written once, on the table, matching what they render (compared pixel for pixel in Chromium). Lengths are
 * strings: `sx` reads bare numbers as spacing or border-radius multiples.
 */
export const cellClasses = {
  cell: 'VehicleList-cell',
  chips: 'VehicleList-chips',
  chip: 'VehicleList-chip',
  chipLabel: 'VehicleList-chipLabel',
  pictures: 'VehicleList-pictures',
  thumbnail: 'VehicleList-thumbnail',
  pictureCount: 'VehicleList-pictureCount',
  actions: 'VehicleList-actions',
  link: 'VehicleList-link',
  activeToggle: 'VehicleList-activeToggle',
} as const;

/** Half of MUI's 16 px: with the spec's 15 columns, 16 made the table wider (1,760 px) than full HD beside the menu. */
const CELL_PADDING_X = '8px';

// The expand and select cells' widths, fixed so the stock id can stay beside them (stickyColumns).
const EXPAND_WIDTH = '34px';
const SELECT_WIDTH = '40px';
/** The cells that stay at the left: which cell of a row, its offset, its fixed width. */
const STICKY_CELLS = [
  { cell: ':nth-child(1)', left: '0px', width: EXPAND_WIDTH },
  { cell: ':nth-child(2)', left: EXPAND_WIDTH, width: SELECT_WIDTH },
  { cell: '.column-stockid', left: `calc(${EXPAND_WIDTH} + ${SELECT_WIDTH})` },
] as const;

/**
 * The expand, select and stock id cells stay at the left while the table scrolls sideways (at 1440 px its 15
 * columns are 1,520 px wide): scrolled to Features and Actions, a row still says which vehicle it is. Their
 * backgrounds are opaque, the row's hover and selection tint laid over the paper; the header's are over the other
 * header cells, which MUI's sticky header lifts to 2.
 */
const stickyColumns = (theme: Theme) => {
  const tint = (colour: string) => ({ backgroundImage: `linear-gradient(${colour}, ${colour})` });
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  const rules: Record<string, object> = {};
  for (const { cell, left, ...rest } of STICKY_CELLS) {
    const width = 'width' in rest ? rest.width : undefined;
    const sticky = {
      position: 'sticky',
      left,
      backgroundColor: theme.palette.background.paper,
      ...(width
        ? { width, minWidth: width, maxWidth: width, boxSizing: 'border-box' }
        : { boxShadow: `inset -1px 0 0 ${theme.palette.divider}` }),
    };
    rules[`& tr.RaDataTable-row > td${cell}`] = { ...sticky, zIndex: 1 };
    rules[`& thead tr > th${cell}`] = { ...sticky, zIndex: 3 };
    rules[`& tr.RaDataTable-row:hover > td${cell}`] = tint(theme.palette.action.hover);
    rules[`& tr.RaDataTable-row.Mui-selected > td${cell}`] = tint(selected);
  }
  return rules;
};

/** The table's `sx`: scrolling inside the card, and the cells' CSS. */
export const listTableSx: SxProps<Theme> = (theme) => ({
  ...stickyColumns(theme),
  // The table scrolls inside its card (theme.ts); its width is the unit (`cqw`) that keeps the expand panel in view.
  '& .RaDataTable-tableWrapper': { containerType: 'inline-size' },
  // react-admin's bulk toolbar covers the 48 px above the table; the search box there is 56 px tall with its margin.
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
    height: '56px',
    minHeight: '56px',
    transform: 'translateY(-56px)',
  },
  // The columns' headers (not the expand and select-all cells, which have their own padding).
  '& th.RaDataTable-headerCell[class*="column-"]': {
    paddingLeft: CELL_PADDING_X,
    paddingRight: CELL_PADDING_X,
    lineHeight: 1.3,
  },
  // A body <TableCell size="small"> (MUI's TableCell root, body and small styles), as weak as its one-class rule
  // (`:where`), so react-admin's row rules (no border above an expand row) still win.
  [`& :where(td.${cellClasses.cell})`]: {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? lighten(alpha(theme.palette.divider, 1), 0.88)
        : darken(alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    padding: `6px ${CELL_PADDING_X}`,
    color: theme.palette.text.primary,
  },
  [`& :where(td.${cellClasses.cell}.MuiTableCell-alignRight)`]: { textAlign: 'right', flexDirection: 'row-reverse' },
  // <Stack direction="row" spacing={0.5}> of small outlined <Chip>s.
  [`& .${cellClasses.chips}`]: { display: 'flex', flexDirection: 'row', gap: theme.spacing(0.5) },
  [`& .${cellClasses.chip}`]: {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '24px',
    lineHeight: 1.5,
    color: theme.palette.text.primary,
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    borderRadius: '16px',
    whiteSpace: 'nowrap',
    transition: theme.transitions.create(['background-color', 'box-shadow']),
    cursor: 'unset',
    outline: '0',
    textDecoration: 'none',
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
  },
  [`& .${cellClasses.chipLabel}`]: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    paddingLeft: '7px',
    paddingRight: '7px',
    whiteSpace: 'nowrap',
  },
  // <Stack direction="row" alignItems="center" spacing={1}>: a thumbnail and a noWrap body2 <Typography>.
  [`& .${cellClasses.pictures}`]: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
  [`& .${cellClasses.thumbnail}`]: {
    width: '48px',
    height: '36px',
    objectFit: 'cover',
    borderRadius: `${Number(theme.shape.borderRadius) * 0.5}px`,
    display: 'block',
  },
  [`& .${cellClasses.pictureCount}`]: {
    ...theme.typography.body2,
    margin: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // The stock id's link: the theme's link colour, underlined when pointed at or focused.
  [`& .${cellClasses.link}`]: {
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
  },
  // <Stack direction="row"> of the row's action buttons.
  [`& .${cellClasses.actions}`]: { display: 'flex', flexDirection: 'row' },
  // The Show on FE switch's <fieldset> (VehicleActiveToggle.tsx): no box of its own; disabled, the switch looks as
  // MUI draws a disabled one and ignores the pointer.
  [`& .${cellClasses.activeToggle}`]: { border: 0, margin: 0, padding: 0, minInlineSize: 0 },
  [`& .${cellClasses.activeToggle}:disabled .MuiSwitch-root`]: { pointerEvents: 'none' },
  // No fade of the tracks: on a 200-row page Chromium re-layered the table on each frame of it (110-125 ms of Layerize
  // per toggle, 27-69 ms without). The thumb still slides.
  [`& .${cellClasses.activeToggle} .MuiSwitch-track`]: { transition: 'none' },
  [`& .${cellClasses.activeToggle}:disabled .MuiSwitch-switchBase`]: {
    color: theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[600],
  },
  [`& .${cellClasses.activeToggle}:disabled .MuiSwitch-switchBase.Mui-checked`]: {
    color:
      theme.palette.mode === 'light'
        ? lighten(theme.palette.primary.main, 0.62)
        : darken(theme.palette.primary.main, 0.55),
  },
  [`& .${cellClasses.activeToggle}:disabled .MuiSwitch-track`]: {
    opacity: theme.palette.mode === 'light' ? 0.12 : 0.2,
  },
});
