import { useLayoutEffect, useState } from 'react';
import { Box, Drawer, Typography } from '@mui/material';
import { Sidebar, useSidebarState, useTranslate, type SidebarProps } from 'react-admin';
import { useIsNarrow } from './useIsNarrow.ts';

const DRAWER_WIDTH = 240;

/**
 * Spec §2: permanent on wide screens, a toggled drawer on narrow ones (on the right, the
 * side of its toggle button in the top bar).
 */
export const AppSidebar = ({ children, appBarAlwaysOn }: SidebarProps) => {
  const translate = useTranslate();
  const isNarrow = useIsNarrow();
  const [open, setOpen] = useSidebarState();
  // Which screen width the open flag was last reset for.
  const [syncedFor, setSyncedFor] = useState<boolean | null>(null);

  // The open flag is shared with react-admin (menu tooltips, tap-to-close): keep it true
  // while the sidebar is permanent and start closed on narrow screens.
  useLayoutEffect(() => {
    setOpen(!isNarrow);
    // oxlint-disable-next-line react/set-state-in-effect -- records that react-admin's store was reset for this width: only known once that effect ran
    setSyncedFor(isNarrow);
  }, [isNarrow, setOpen]);
  // Until then, never open the drawer from a stale (wide-screen) flag: a modal opened and
  // closed in the same frame left the whole app aria-hidden.
  const drawerOpen = open && syncedFor === isNarrow;
  const navigation = (
    <Box sx={isNarrow ? { width: DRAWER_WIDTH } : undefined} role="navigation">
      <Typography variant="h6" component="div" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
        {translate('app.menu.sidebar_title')}
      </Typography>
      {children}
    </Box>
  );
  return isNarrow ? (
    <Drawer
      anchor="right"
      variant="temporary"
      open={drawerOpen}
      onClose={() => setOpen(false)}
      ModalProps={{ keepMounted: true }}
    >
      {navigation}
    </Drawer>
  ) : (
    <Sidebar appBarAlwaysOn={appBarAlwaysOn}>{navigation}</Sidebar>
  );
};
