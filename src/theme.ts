import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with text colours that pass WCAG AA (4.5:1) on its #fafafb background: its primary
 * blue (#1976d2, the toolbar's text buttons and links) was 4.4:1 there, and white on its warning orange 3.1:1.
 * Darker shades from MUI's colour palette: blue 800 #1565c0 (5.5:1) and deep orange 900 #bf360c (5.6:1 under white).
 */
export const consoleLightTheme: RaThemeOptions = {
    ...defaultLightTheme,
    palette: {
        ...defaultLightTheme.palette,
        primary: { main: '#1565c0' },
        warning: { main: '#bf360c' },
    },
};
