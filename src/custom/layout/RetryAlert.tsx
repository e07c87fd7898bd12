import type { ReactNode } from 'react';
import { Alert, Button, type AlertColor, type SxProps, type Theme } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

interface RetryAlertProps {
  children: ReactNode;
  /** The way on's label (i18n key or text): Try again, Reload. None: the message alone. */
  retry?: string;
  onRetry?: () => void;
  /** The retry is under way: its button shows it. */
  busy?: boolean;
  severity?: AlertColor;
  sx?: SxProps<Theme>;
}

/**
 * The console's one failure block: a failure next to what caused it (a toast would vanish while the admin still needs
 * the message), with its way on when there is one; what was typed stays either way. Every screen's failed load and
 * the vehicle screens' failed saves show it.
 */
export const RetryAlert = ({ children, retry, onRetry, busy, severity = 'error', sx }: RetryAlertProps) => {
  const translate = useTranslate();
  const action =
    retry && onRetry ? (
      <Button
        color="inherit"
        size="small"
        onClick={onRetry}
        loading={busy}
        loadingPosition="start"
        startIcon={<RefreshIcon />}
      >
        {translate(retry, { _: retry })}
      </Button>
    ) : undefined;
  return (
    <Alert severity={severity} sx={sx} action={action}>
      {children}
    </Alert>
  );
};
