import { lazy } from 'react';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import type { Web360Record } from '../../dataProvider/web360.ts';

export { WEB360_PATH } from './paths.ts';

// Loaded on first visit: the layout's Suspense shows react-admin's loader meanwhile.
const Web360List = lazy(() => import('./Web360List.tsx').then(module => ({ default: module.Web360List })));

/**
 * `<Resource name="webrotate360" {...web360} />`: the resource name is the route, so the list
 * answers /admin/webrotate360 (spec §2). Rows are read-only; Edit opens the preview dialog.
 */
export default {
    list: Web360List,
    icon: ThreeSixtyIcon,
    recordRepresentation: (record: Web360Record) => record.stockid,
};
