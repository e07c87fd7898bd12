import type { RaRecord } from 'react-admin';
import type { Admin, Vehicle, VehicleListItem } from '../contract/index.ts';

/**
 * An admin account as react-admin sees it: the API's `_id` doubles as the record `id`.
 * All fields are owned by the server; the console never edits them directly.
 */
export type AdminRecord = Admin & Pick<RaRecord<string>, 'id'>;

/**
 * A vehicle as react-admin sees it: the stock id doubles as the record `id`. List rows carry
 * the list item only; getOne and update also carry the heavy parts (features, spin, interior).
 * Only `active`, `rimSize`, the categories and SEO are admin-owned; the DMS sync owns the rest.
 */
export type VehicleRecord = VehicleListItem &
  Pick<RaRecord<string>, 'id'> &
  Partial<Pick<Vehicle, 'features' | 'spin' | 'interior'>>;
