import { AppBar, IconButton, Toolbar, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import {
  LoadingIndicator,
  Logout,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useSidebarState,
  useTranslate,
  type AppBarProps,
} from 'react-admin';
import { useIsNarrow } from './useIsNarrow.ts';

/** Opens the right-side drawer; only rendered on narrow screens. */
const DrawerToggleButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'app.menu.close' : 'app.menu.open');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" edge="end" aria-label={label} onClick={() => setOpen(!open)} sx={{ ml: 1 }}>
        <MenuIcon />
      </IconButton>
    </Tooltip>
  );
};

/**
 * Top bar: page title, loading indicator, the Profile menu holding Logout (spec §2) and, on
 * narrow screens, the drawer toggle. react-admin's AppBar always puts a toggle on the left,
 * which a permanent sidebar doesn't need, hence this small replacement.
 */
export const AppTopBar = (_props: AppBarProps) => {
  const translate = useTranslate();
  const isNarrow = useIsNarrow();
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { identity } = useGetIdentity();
  // The menu button shows the email: its accessible name must contain what it shows (WCAG 2.5.3).
  const menuLabel = translate('ra.auth.user_menu');
  return (
    // The theme's secondary blue under white text is 3.1:1; its dark shade is 5.8:1 (WCAG AA wants 4.5).
    <AppBar position="fixed" color="secondary" sx={{ bgcolor: 'secondary.dark' }}>
      {/* Same heights as react-admin's bar, which the layout's top margin expects. */}
      <Toolbar variant={isXSmall ? 'regular' : 'dense'} sx={{ px: 2 }}>
        {/* The page's title is its one level-one heading. */}
        {/* On a phone a long title ('Ride-share city page "Chicago"') takes two lines rather than being cut. */}
        <TitlePortal
          component="h1"
          sx={(theme) => ({
            m: 0,
            [theme.breakpoints.down('sm')]: {
              fontSize: '1rem',
              lineHeight: 1.3,
              whiteSpace: 'normal',
              // At most two lines: the bar's height is what the page below it expects.
              maxHeight: '2.6em',
            },
          })}
        />
        <LoadingIndicator />
        <UserMenu label={identity?.fullName ? `${menuLabel}: ${identity.fullName}` : menuLabel}>
          <Logout />
        </UserMenu>
        {isNarrow && <DrawerToggleButton />}
      </Toolbar>
    </AppBar>
  );
};
