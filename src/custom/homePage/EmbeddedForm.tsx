import type { ReactNode } from 'react';
import { CardContent } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';

/**
 * On phones react-admin pins a form's toolbar to the bottom of the screen and pads the form for it: right for a
 * page that is one form, wrong for a form that is one section of a page (the home page's hero, the hero carousel
 * settings), whose Save would float away from it over the next section. These keep toolbar and form together.
 */
export const EmbeddedFormContent = CardContent;

export const EmbeddedToolbar = ({ children }: { children?: ReactNode }) => (
  <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static', width: 'auto' } }}>
    {children ?? <SaveButton />}
  </Toolbar>
);
