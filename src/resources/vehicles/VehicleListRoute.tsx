import { useEffect, useState } from 'react';
import { Loading } from 'react-admin';
import { loadedVehicleList, loadVehicleList } from './loadVehicleList.ts';

/**
 * /admin/cars-list, code-split like a `React.lazy` page but without suspending: the chunk is
 * normally there already (prefetched at boot) and renders in the same pass as the layout. A
 * `lazy()` page suspends at least once even then, and React 19 holds back the commit of a
 * retried Suspense boundary for up to 300 ms after its fallback showed. While the chunk is
 * still on its way this shows react-admin's <Loading>, as the layout's Suspense fallback did;
 * a failed download goes to the error boundary, as with `lazy()`.
 */
export const VehicleListRoute = () => {
    const [module, setModule] = useState(loadedVehicleList);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
        if (module) return;
        let current = true;
        loadVehicleList().then(
            loadedModule => current && setModule(loadedModule),
            (error: unknown) => current && setFailure({ error }),
        );
        return () => {
            current = false;
        };
    }, [module]);
    if (failure) throw failure.error;
    if (!module) return <Loading />;
    return <module.VehicleList />;
};
