import type { CheckboxOwnerState } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The keyboard focus ring: 2 px of the primary blue (5.5:1), drawn outside the control. */
const FOCUS_RING = { outline: '2px solid #1565c0', outlineOffset: 2 } as const;

/**
 * react-admin's light theme with text colours that pass WCAG AA (4.5:1) on its #fafafb background: its primary
 * blue (#1976d2, the toolbar's text buttons and links) was 4.4:1 there, and white on its warning orange 3.1:1.
 * Darker shades from MUI's colour palette: blue 800 #1565c0 (5.5:1) and deep orange 900 #bf360c (5.6:1 under white).
 *
 * A checkbox's `aria-label` also names its input: react-admin's row and page checkboxes set it on the MUI
 * Checkbox, which puts it on the wrapper only, so screen readers announced 20 unnamed checkboxes.
 * Every DataTable scrolls inside its card (below).
 */
export const consoleLightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    warning: { main: '#bf360c' },
    // MUI's error red (#d32f2f) was 3.8:1 on the edit toolbar's grey #e0e0e0 (every Delete there); red 900 is 5:1.
    error: { main: '#b71c1c' },
  },
  components: {
    ...defaultLightTheme.components,
    // A keyboard user sees where the focus is: MUI marks it with a faint tint only (buttons, links, rows, menu
    // entries), which is lost on a light background (WCAG 2.4.7). A 2 px outline in the primary blue (5.5:1),
    // for keyboard focus only (:focus-visible), so a click leaves no ring. `html` outranks MUI's own `outline: 0`
    // on its buttons (ButtonBase), which came later and had won: sidebar entries and Edit showed the tint only.
    MuiCssBaseline: {
      ...defaultLightTheme.components?.MuiCssBaseline,
      styleOverrides: {
        '*:focus-visible, html .Mui-focusVisible': FOCUS_RING,
        // Text fields show their own focused border; a second ring would cover their label.
        'input:focus-visible, textarea:focus-visible, [contenteditable]:focus-visible': { outline: 'none' },
      },
    },
    // Every table keeps to its card: react-admin's layout grows to fit a wide table, which made the page scroll
    // sideways and put the toolbar (Export, Sync, Add admin) off screen. A zero intrinsic width with a 100%
    // minimum lets the table scroll inside its card instead, and the edge with columns beyond it is shaded (the white
    // covers scroll with the table, the shades stay at the card's edges): cut columns looked like the table's end.
    RaDataTable: {
      styleOverrides: {
        root: {
          '& .RaDataTable-tableWrapper': {
            overflowX: 'auto',
            width: 0,
            minWidth: '100%',
            background: [
              'linear-gradient(to right, #fff 30%, rgba(255,255,255,0)) left center / 40px 100% no-repeat local',
              'linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) right center / 40px 100% no-repeat local',
              'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.22), rgba(0,0,0,0)) left center / 16px 100% no-repeat scroll',
              'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.22), rgba(0,0,0,0)) right center / 16px 100% no-repeat scroll',
            ].join(', '),
          },
        },
      },
    },
    // A sidebar entry's name wraps rather than ending in '…' ('Home page gall…' at every width). Its focus ring is
    // drawn inside it: the sidebar clips what lies beyond its edges.
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
          '&.Mui-focusVisible': { outlineOffset: -2 },
        },
      },
    },
    // react-admin folds the bulk toolbar to zero height while nothing is selected, but its buttons stayed in
    // the Tab order: four invisible stops (Unselect, Show, Hide, Delete) before a list's rows.
    // The help under a locked input ('Set when … was created: it cannot be changed') is read, not greyed out:
    // MUI's disabled grey is 2.9:1 on white (axe: color-contrast, serious).
    // An unselected toggle button's grey (action.active, 54% black) was 4.47:1 on the hotspot editor's grey
    // toolbar (axe: color-contrast, serious); the secondary text's 60% is 5.3:1 there.
    MuiToggleButton: {
      styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.6)' } },
    },
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    // A switch clips what lies outside its track, the ring of its focused knob too: the ring goes round the knob.
    MuiSwitch: {
      styleOverrides: {
        switchBase: { '&.Mui-focusVisible': { outline: 'none' }, '&.Mui-focusVisible .MuiSwitch-thumb': FOCUS_RING },
      },
    },
    MuiCheckbox: {
      ...defaultLightTheme.components?.MuiCheckbox,
      defaultProps: {
        ...defaultLightTheme.components?.MuiCheckbox?.defaultProps,
        // A Checkbox given this default ignores its own (deprecated) `inputProps`: they are carried over.
        slotProps: {
          input: ({ inputProps, 'aria-label': label }: CheckboxOwnerState) => ({
            ...inputProps,
            'aria-label': inputProps?.['aria-label'] ?? label,
          }),
        },
      },
    },
  },
};
