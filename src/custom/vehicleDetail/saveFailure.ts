import { HttpError } from 'react-admin';
import { FALLBACK_ERROR_MESSAGE } from '../../../contract/index.ts';

export interface SaveFailure {
  message: string;
  /** 412: someone else saved first; reloading shows their changes and keeps this admin's input. */
  conflict: boolean;
}

export const failureOf = (error: unknown): SaveFailure => ({
  message: error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE,
  conflict: error instanceof HttpError && error.status === 412,
});
