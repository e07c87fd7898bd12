import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { AdminRecord } from '../../types.ts';

// Loaded on first visit: the layout's Suspense shows react-admin's loader meanwhile.
const AdminList = lazy(() => import('./AdminList.tsx').then(module => ({ default: module.AdminList })));

/** `<Resource name="admins" {...admins} />`: list only; adding and deleting happen in dialogs on the list. */
export default {
    list: AdminList,
    icon: PeopleIcon,
    recordRepresentation: (record: AdminRecord) => record.email,
};
