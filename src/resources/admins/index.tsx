import PeopleIcon from '@mui/icons-material/People';
import type { AdminRecord } from '../../types.ts';
import { chunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx); react-admin's loader shows meanwhile.
const adminListChunk = chunkLoader(() => import('./AdminList.tsx').then((module) => module.AdminList));
const AdminList = chunkRoute(adminListChunk);

/** `<Resource name="admins" {...admins} />`: list only; adding and deleting happen in dialogs on the list. */
export default {
  list: AdminList,
  icon: PeopleIcon,
  recordRepresentation: (record: AdminRecord) => record.email,
};
