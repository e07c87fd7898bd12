import { useEffect } from 'react';
import { failureMessageOf } from '../../custom/content/contentValues.ts';

/** A load failure raises the screen's alert dialog once per failure (spec §8: category errors raise a browser alert). */
export const useReportError = (error: Error | null, report: (message: string) => void) => {
  useEffect(() => {
    if (error) report(failureMessageOf(error));
  }, [error, report]);
};
