import { AppBar, IconButton, Toolbar, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import {
    LoadingIndicator,
    Logout,
    TitlePortal,
    UserMenu,
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
    const isNarrow = useIsNarrow();
    const isXSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return (
        <AppBar position="fixed" color="secondary">
            {/* Same heights as react-admin's bar, which the layout's top margin expects. */}
            <Toolbar variant={isXSmall ? 'regular' : 'dense'} sx={{ px: 2 }}>
                <TitlePortal />
                <LoadingIndicator />
                <UserMenu label="ra.auth.user_menu">
                    <Logout />
                </UserMenu>
                {isNarrow && <DrawerToggleButton />}
            </Toolbar>
        </AppBar>
    );
};
