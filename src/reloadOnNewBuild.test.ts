import { describe, expect, it, vi } from 'vitest';
import { reloadOnNewBuild } from './reloadOnNewBuild.ts';

const setup = () => {
  const target = new EventTarget();
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  let now = 1_000_000;
  const reload = vi.fn();
  reloadOnNewBuild(target, { reload, storage, now: () => now });
  const missingChunk = () => target.dispatchEvent(new Event('vite:preloadError'));
  return { reload, missingChunk, later: (ms: number) => (now += ms) };
};

describe('a chunk missing after a deploy', () => {
  it('reloads the page to the new build', () => {
    const { reload, missingChunk } = setup();
    missingChunk();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    {
      name: 'does not reload again when the chunk is still missing right after that reload, so the error shows',
      ms: 3_000,
      reloads: 1,
    },
    { name: 'reloads for a later deploy', ms: 60_000, reloads: 2 },
  ])('$name', ({ ms, reloads }) => {
    const { reload, missingChunk, later } = setup();
    missingChunk();
    later(ms);
    missingChunk();
    expect(reload).toHaveBeenCalledTimes(reloads);
  });

  it('does not reload when the tab keeps no storage, since nothing would stop a reload loop', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const refused = () => {
      throw new Error('storage disabled');
    };
    reloadOnNewBuild(target, { reload, storage: { getItem: refused, setItem: refused }, now: () => 1_000_000 });
    target.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).not.toHaveBeenCalled();
  });
});
