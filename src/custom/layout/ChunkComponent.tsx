import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ChunkLoader } from './chunkLoader.ts';

/**
 * A code-split screen or dialog, without suspending: what its chunk exports once it is there
 * (at once if it already is), `undefined` while it downloads. `React.lazy` suspends even for a
 * chunk already downloaded, and React 19 then holds the content back until 300 ms after its
 * fallback showed: the damage-map dialog took 325-349 ms to open from the browser's cache.
 * A failed download goes to the error boundary, as with `lazy()`. Nothing loads until `wanted`.
 */
export const useChunk = <M,>(chunk: ChunkLoader<M>, wanted = true): M | undefined => {
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

interface ChunkComponentProps<P> {
  /** A code-split chunk whose export is one component. */
  chunk: ChunkLoader<ComponentType<P>>;
  props: P;
  /** Shown while the chunk downloads. */
  fallback?: ReactNode;
}

/**
 * Renders the component a code-split chunk exports, once it is there (useChunk), and `fallback` until then.
 * The one place the console renders a component held in a variable: screens and dialogs mount this instead.
 */
export const ChunkComponent = <P extends object>({ chunk, props, fallback = null }: ChunkComponentProps<P>) => {
  const Component = useChunk(chunk);
  // oxlint-disable-next-line react/static-components -- the chunk's export is a module-level component, the same one on every render
  return Component ? <Component {...props} /> : fallback;
};
