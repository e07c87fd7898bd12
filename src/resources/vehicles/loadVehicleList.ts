type VehicleListModule = typeof import('./VehicleList.tsx');

let loaded: VehicleListModule | undefined;
let loading: Promise<VehicleListModule> | undefined;

/**
 * The list screen's chunk, fetched once: started at boot on list paths (bootPrefetch.ts), else
 * when the route first renders. A failed download may be tried again.
 */
export const loadVehicleList = (): Promise<VehicleListModule> => {
    loading ??= import('./VehicleList.tsx').then(
        module => {
            loaded = module;
            return module;
        },
        (error: unknown) => {
            loading = undefined;
            throw error;
        },
    );
    return loading;
};

/** The chunk if it has already arrived, so the route can render it at once. */
export const loadedVehicleList = (): VehicleListModule | undefined => loaded;
