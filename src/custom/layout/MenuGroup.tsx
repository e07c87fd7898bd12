import { useState, type ReactNode } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';

interface MenuGroupProps {
  name: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A collapsible heading over its entries; open by default so every page is one click away. */
export const MenuGroup = ({ name, icon, children }: MenuGroupProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const label = translate(name, { _: name });
  return (
    <>
      {/* Inside react-admin's menu (role="menu"): a menu item that opens a group of menu items. */}
      <ListItemButton dense role="menuitem" onClick={() => setOpen(!open)} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { variant: 'overline' } }} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" role="group" disablePadding aria-label={label} sx={{ pl: 2 }}>
          {children}
        </List>
      </Collapse>
    </>
  );
};
