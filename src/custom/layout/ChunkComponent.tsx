import type { ComponentType, ReactNode } from 'react';
import type { ChunkLoader } from './chunkLoader.ts';
import { useChunk } from './useChunk.ts';

interface ChunkComponentProps<P> {
  /** A code-split chunk whose export is one component. */
  chunk: ChunkLoader<ComponentType<P>>;
  props: P;
  /** Shown while the chunk downloads. */
  fallback?: ReactNode;
}

/**
 * Renders the component a code-split chunk exports, once it is there (useChunk.ts), and `fallback` until then.
 * The one place the console renders a component held in a variable: screens and dialogs mount this instead.
 */
export const ChunkComponent = <P extends object>({ chunk, props, fallback = null }: ChunkComponentProps<P>) => {
  const Component = useChunk(chunk);
  // oxlint-disable-next-line react/static-components -- the chunk's export is a module-level component, the same one on every render
  return Component ? <Component {...props} /> : fallback;
};
