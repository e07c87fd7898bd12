import { describe, expect, it, vi } from 'vitest';
import { chunkLoader } from './chunkLoader.ts';

describe('a screen chunk', () => {
  it('is downloaded once however many times it is asked for, and handed over at once after', async () => {
    const module = { Screen: () => null };
    const importChunk = vi.fn(async () => module);
    const chunk = chunkLoader(importChunk);
    expect(chunk.loaded()).toBeUndefined();
    await Promise.all([chunk.load(), chunk.load()]);
    await chunk.load();
    expect(importChunk).toHaveBeenCalledTimes(1);
    expect(chunk.loaded()).toBe(module);
  });

  it('is tried again after a failed download', async () => {
    const module = { Screen: () => null };
    const importChunk = vi.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce(module);
    const chunk = chunkLoader(importChunk);
    await expect(chunk.load()).rejects.toThrow('network down');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe(module);
  });
});
