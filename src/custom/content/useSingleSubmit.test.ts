import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSingleSubmit } from './useSingleSubmit.ts';

describe('a submit handler that runs once at a time', () => {
  it('ignores a second submit while the first is in flight, and takes the next one after it', async () => {
    let finish: () => void = () => undefined;
    const create = vi.fn((_values: { title: string }) => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSingleSubmit(create));
    const first = result.current({ title: 'A' });
    await result.current({ title: 'A' });
    expect(create).toHaveBeenCalledTimes(1);
    finish();
    await first;
    void result.current({ title: 'B' });
    expect(create).toHaveBeenCalledTimes(2);
  });
});
