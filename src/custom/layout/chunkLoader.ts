/**
 * A screen's or dialog's code-split chunk (what it exports of it), fetched once: at boot when the page opens on that screen
 * (src/bootPrefetch.ts), else when its route first renders (ChunkRoute.tsx). A failed download
 * may be tried again. No React here: the boot imports this before react-dom and react-admin.
 */
export interface ChunkLoader<M> {
  load: () => Promise<M>;
  /** The module if it has already arrived, so the route can render it at once. */
  loaded: () => M | undefined;
}

export const chunkLoader = <M>(importChunk: () => Promise<M>): ChunkLoader<M> => {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () => {
      loading ??= importChunk().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
};
