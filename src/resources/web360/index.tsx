import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import type { Web360Record } from '../../dataProvider/web360.ts';
import { chunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx); react-admin's loader shows meanwhile.
const web360ListChunk = chunkLoader(() => import('./Web360List.tsx').then((module) => module.Web360List));
const Web360List = chunkRoute(web360ListChunk);

/** `<Resource name="webrotate360" {...web360} />`: the name is the route, /admin/webrotate360 (spec §2). */
export default {
  list: Web360List,
  icon: ThreeSixtyIcon,
  recordRepresentation: (record: Web360Record) => record.stockid,
};
