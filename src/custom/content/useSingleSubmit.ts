import { useCallback, useRef } from 'react';

/**
 * A form's submit handler that runs once at a time: a second submit while the first is in flight (a double click
 * on Save, Enter then a click) is ignored. react-hook-form runs every submit it is given, and a Save that stays
 * enabled ('alwaysEnable', so an untouched form says what is missing) let a double click create two records.
 */
export const useSingleSubmit = <Args extends unknown[], Result>(submit: (...args: Args) => Promise<Result>) => {
  const inFlight = useRef(false);
  return useCallback(
    async (...args: Args): Promise<Result | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        return await submit(...args);
      } finally {
        inFlight.current = false;
      }
    },
    [submit],
  );
};
