import { useEffect, useState } from 'react';
import type { ChunkLoader } from './chunkLoader.ts';

/**
 * A code-split screen or dialog, without suspending: what its chunk exports once it is there
 * (at once if it already is), `undefined` while it downloads. `React.lazy` suspends even for a
 * chunk already downloaded, and React 19 then holds the content back until 300 ms after its
 * fallback showed: the damage-map dialog took 325-349 ms to open from the browser's cache.
 * A failed download goes to the error boundary, as with `lazy()`. Nothing loads until `wanted`.
 */
export const useChunk = <M>(chunk: ChunkLoader<M>, wanted = true): M | undefined => {
  const [module, setModule] = useState(chunk.loaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (module || !wanted) return;
    let current = true;
    chunk.load().then(
      (loadedModule) => current && setModule(() => loadedModule),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [chunk, module, wanted]);
  if (failure) throw failure.error;
  return module;
};
