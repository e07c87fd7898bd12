import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, LinkBase, TopToolbar, useBasename } from 'react-admin';

/** The way back to the screen that lists the item (a form's own page has no menu entry to be highlighted). */
export const BackToolbar = ({ to, label }: { to: string; label: string }) => {
  const basename = useBasename();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={LinkBase} to={`${basename}${to}`} label={label}>
        <ArrowBackIcon />
      </Button>
    </TopToolbar>
  );
};
