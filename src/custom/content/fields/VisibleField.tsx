import { Box } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useRecordContext, useTranslate } from 'react-admin';

interface VisibleFieldProps {
  source?: string;
  /** DataTable column label (read by DataTable, not here). */
  label?: string;
}

/** The publish flag as an eye and a word ('Yes' / 'No'), so it reads without colour or icon. */
export const VisibleField = ({ source = 'visible' }: VisibleFieldProps) => {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  if (!record) return null;
  const visible = record[source] === true;
  const Icon = visible ? VisibilityIcon : VisibilityOffIcon;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: visible ? 'text.primary' : 'text.secondary',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {translate(visible ? 'app.content.fields.yes' : 'app.content.fields.no')}
    </Box>
  );
};
