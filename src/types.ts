import type { RaRecord } from 'react-admin';
import type { Admin } from '../contract/index.ts';

/**
 * An admin account as react-admin sees it: the API's `_id` doubles as the record `id`.
 * All fields are owned by the server; the console never edits them directly.
 */
export type AdminRecord = Admin & Pick<RaRecord<string>, 'id'>;
