import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { AddNotificationContext, useNotify } from 'react-admin';
import { SnackbarDuration } from './SnackbarDuration.tsx';

const Notifies = ({ duration }: { duration?: number }) => {
  const notify = useNotify();
  useEffect(
    () => notify('Success!', { type: 'info', ...(duration ? { autoHideDuration: duration } : {}) }),
    [notify, duration],
  );
  return null;
};

describe('a screen with its own snackbar duration', () => {
  it('gives every toast raised inside its duration, and leaves a toast that names its own', () => {
    const add = vi.fn();
    render(
      <AddNotificationContext.Provider value={add}>
        <SnackbarDuration ms={3000}>
          <Notifies />
          <Notifies duration={8000} />
        </SnackbarDuration>
        <Notifies />
      </AddNotificationContext.Provider>,
    );
    const durations = add.mock.calls.map(
      ([n]) => (n as { notificationOptions?: { autoHideDuration?: number } }).notificationOptions?.autoHideDuration,
    );
    expect(durations).toEqual([3000, 8000, undefined]);
    expect(add.mock.calls[0]?.[0]).toMatchObject({ message: 'Success!', type: 'info' });
  });
});
