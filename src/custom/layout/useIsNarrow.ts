import { useMediaQuery, type Theme } from '@mui/material';

/** Below MUI's `md` (900 px) the sidebar becomes a right-side drawer; react-admin's MenuItemLink uses the same breakpoint to close it after a tap. */
export const useIsNarrow = (): boolean =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
