import type { ReactNode } from 'react';
import { CircularProgress, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { HttpError } from 'react-admin';
import { FALLBACK_ERROR_MESSAGE } from '../../../contract/index.ts';
import { RetryAlert } from '../layout/RetryAlert.tsx';

/** The vehicle screens' loading block and save failures (detail page, damage map, NADA check). */
export interface SaveFailure {
  message: string;
  /** 412: someone else saved first; reloading shows their changes and keeps this admin's input. */
  conflict: boolean;
}

export const failureOf = (error: unknown): SaveFailure => ({
  message: error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE,
  conflict: error instanceof HttpError && error.status === 412,
});

interface SaveFailureAlertProps {
  failure: SaveFailure | null;
  clearFailure: () => void;
  onReload: () => void;
  sx?: SxProps<Theme>;
}

/** A section's failed save, if any; a conflict's with the way to reload, which clears it. */
export const SaveFailureAlert = ({ failure, clearFailure, onReload, sx }: SaveFailureAlertProps) =>
  failure && (
    <RetryAlert
      retry={failure.conflict ? 'app.vehicle_detail.reload' : undefined}
      onRetry={() => {
        clearFailure();
        onReload();
      }}
      sx={sx}
    >
      {failure.message}
    </RetryAlert>
  );

export const LoadingStatus = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 3 }}>
    <CircularProgress size={24} />
    <Typography>{children}</Typography>
  </Stack>
);
