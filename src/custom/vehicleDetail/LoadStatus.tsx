import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { FALLBACK_ERROR_MESSAGE } from '../../../contract/index.ts';

/** The vehicle screens' loading and failure blocks (detail page, damage map, NADA check). */
export interface SaveFailure {
  message: string;
  /** 412: someone else saved first; reloading shows their changes and keeps this admin's input. */
  conflict: boolean;
}

export const failureOf = (error: unknown): SaveFailure => ({
  message: error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE,
  conflict: error instanceof HttpError && error.status === 412,
});

/**
 * A failure next to what caused it (a toast would vanish while the admin still needs the message), with its way
 * on (retry, reload) when there is one; what was typed stays either way.
 */
export const RetryAlert = ({
  children,
  retry,
  onRetry,
}: {
  children: ReactNode;
  retry?: string;
  onRetry: () => void;
}) => {
  const translate = useTranslate();
  const action = retry && (
    <Button color="inherit" size="small" onClick={onRetry}>
      {translate(retry)}
    </Button>
  );
  return (
    <Alert severity="error" action={action}>
      {children}
    </Alert>
  );
};

export const LoadingStatus = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 3 }}>
    <CircularProgress size={24} />
    <Typography>{children}</Typography>
  </Stack>
);
