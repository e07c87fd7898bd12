import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { ChunkLoader } from './chunkLoader.ts';

interface ChunkRouteProps<M> {
    chunk: ChunkLoader<M>;
    /** The screen in the chunk. */
    screen: (module: M) => ComponentType;
}

/**
 * A code-split screen, like a `React.lazy` page but without suspending: the chunk is normally
 * there already (fetched at boot) and renders in the same pass as the layout. A `lazy()` page
 * suspends at least once even then, and React 19 holds back the commit of a retried Suspense
 * boundary for up to 300 ms after its fallback showed (measured: a reload of the vehicle detail
 * mounted the page 300 ms after its chunk had arrived). While the chunk is still on its way this
 * shows react-admin's <Loading>, as the layout's Suspense fallback did; a failed download goes to
 * the error boundary, as with `lazy()`.
 */
export const ChunkRoute = <M,>({ chunk, screen }: ChunkRouteProps<M>) => {
    const [module, setModule] = useState(chunk.loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
        if (module) return;
        let current = true;
        chunk.load().then(
            loadedModule => current && setModule(() => loadedModule),
            (error: unknown) => current && setFailure({ error }),
        );
        return () => {
            current = false;
        };
    }, [chunk, module]);
    if (failure) throw failure.error;
    if (!module) return <Loading />;
    const Screen = screen(module);
    return <Screen />;
};
