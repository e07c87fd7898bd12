import type { FieldValues } from 'react-hook-form';
import { fieldErrorsOf } from '../../dataProvider/http.ts';

/**
 * What a dialog's form shows for a refused write: the server's field errors under their inputs and its
 * message as `root.serverError`, which react-admin's Form puts in the error toast (spec §8) instead of
 * its generic "The form is not valid".
 */
export const submissionErrorsOf = (error: unknown): FieldValues => ({
  ...fieldErrorsOf(error),
  root: { serverError: error instanceof Error && error.message ? error.message : 'app.errors.fallback' },
});
