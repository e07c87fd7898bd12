import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';
import type { WarrantyRecord } from './types.ts';

export { WARRANTY_PATH } from './paths.ts';

// Each screen is loaded on first visit, without suspending (ChunkRoute.tsx); react-admin's loader shows meanwhile.
const warrantyListChunk = chunkLoader(() => import('./WarrantyList.tsx').then(module => module.WarrantyList));
const warrantyCreateChunk = chunkLoader(() => import('./WarrantyCreate.tsx').then(module => module.WarrantyCreate));
const warrantyEditChunk = chunkLoader(() => import('./WarrantyEdit.tsx').then(module => module.WarrantyEdit));

const WarrantyList = () => <ChunkRoute screen={warrantyListChunk} />;
const WarrantyCreate = () => <ChunkRoute screen={warrantyCreateChunk} />;
const WarrantyEdit = () => <ChunkRoute screen={warrantyEditChunk} />;

/**
 * `<Resource name="warranty" {...warranty} />`: the resource's name is the spec's route, so the list answers
 * /admin/warranty, the forms /admin/warranty/create and /admin/warranty/:id.
 */
export default {
    list: WarrantyList,
    create: WarrantyCreate,
    edit: WarrantyEdit,
    icon: VerifiedUserIcon,
    recordRepresentation: (record: WarrantyRecord) => record.title,
};
