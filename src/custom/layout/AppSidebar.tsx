import { useLayoutEffect, useState } from 'react';
import { Box, Drawer, Typography } from '@mui/material';
import { Sidebar, useSidebarState, useTranslate, type SidebarProps } from 'react-admin';
import { useIsNarrow } from './useIsNarrow.ts';

const DRAWER_WIDTH = 240;

const SidebarTitle = () => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="div" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
      {translate('app.menu.sidebar_title')}
    </Typography>
  );
};

/**
 * Spec §2: permanent on wide screens, a toggled drawer on narrow ones (on the right, the
 * side of its toggle button in the top bar).
 */
export const AppSidebar = ({ children, appBarAlwaysOn }: SidebarProps) => {
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

  if (isNarrow) {
    return (
      <Drawer
        anchor="right"
        variant="temporary"
        open={drawerOpen}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
      >
        <Box sx={{ width: DRAWER_WIDTH }} role="navigation">
          <SidebarTitle />
          {children}
        </Box>
      </Drawer>
    );
  }
  return (
    <Sidebar appBarAlwaysOn={appBarAlwaysOn}>
      <Box role="navigation">
        <SidebarTitle />
        {children}
      </Box>
    </Sidebar>
  );
};
