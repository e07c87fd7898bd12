import type { ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { ChunkLoader } from './chunkLoader.ts';
import { ChunkComponent } from './ChunkComponent.tsx';

/**
 * The route component of a code-split screen, like a `React.lazy` page but without suspending (useChunk): when the
 * chunk is there already (fetched at boot) it renders in the same pass as the layout; a reload of the vehicle detail
 * mounted the page 300 ms after its chunk had arrived with `lazy()`. While the chunk is on its way this shows
 * react-admin's <Loading>, as the layout's Suspense fallback did. Built once per screen, at module level.
 */
export const chunkRoute = (screen: ChunkLoader<ComponentType>) => {
  const ChunkRoute = () => <ChunkComponent chunk={screen} props={{}} fallback={<Loading />} />;
  return ChunkRoute;
};
