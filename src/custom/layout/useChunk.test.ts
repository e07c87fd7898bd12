import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunkLoader } from './chunkLoader.ts';
import { useChunk } from './ChunkComponent.tsx';

const aModule = { Dialog: () => null };

describe('a code-split dialog or screen', () => {
  it('downloads nothing until wanted, then hands the module over once it has arrived', async () => {
    const importChunk = vi.fn(async () => aModule);
    const chunk = chunkLoader(importChunk);
    const { result, rerender } = renderHook(({ wanted }) => useChunk(chunk, wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeUndefined();
    expect(importChunk).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe(aModule));
  });

  it('is there on the first render when already downloaded, with no loading step', async () => {
    const chunk = chunkLoader(async () => aModule);
    await chunk.load();
    const { result } = renderHook(() => useChunk(chunk));
    expect(result.current).toBe(aModule);
  });
});
