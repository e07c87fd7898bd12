import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import {
  adminList,
  endpoints,
  FALLBACK_ERROR_MESSAGE,
  messageResponse,
  type Admin,
  type MessageResponse,
} from '../../contract/index.ts';
import type { AdminRecord } from '../types.ts';
import { applyListParams, pickByIds } from './clientList.ts';
import { ApiError, http } from './http.ts';

/* ---------- the admin-account calls beside the CRUD (typed by the contract) ---------- */

export const v1Api = {
  sendPasswordReset: async (id: Identifier): Promise<MessageResponse> =>
    (await http(endpoints.userResetPassword(String(id)), messageResponse, { method: 'POST' })).json,
  /** The link's token authenticates this call, never the session token. */
  setPassword: async ({ token, password }: { token: string; password: string }): Promise<MessageResponse> =>
    (await http(endpoints.setPassword, messageResponse, { method: 'POST', body: { password }, token })).json,
  /** Public: sent from the login page, without any session. */
  forgotPassword: async (email: string): Promise<MessageResponse> =>
    (await http(endpoints.forgotPassword, messageResponse, { method: 'POST', body: { email }, token: null })).json,
};

/* ---------- react-admin's `admins` resource ---------- */

const toAdminRecord = (admin: Admin): AdminRecord => ({ ...admin, id: admin._id });

const failure = (status: number, message: string) => new ApiError(FALLBACK_ERROR_MESSAGE, status, { message }, false);

/** The whole list (the endpoint answers an array, so paging happens in the browser); admins is the one resource. */
const onlyAdmins = (resource: string) => {
  if (resource !== 'admins') throw failure(404, `Unknown resource ${resource}`);
};
const listOf = async (resource: string, signal?: AbortSignal): Promise<AdminRecord[]> => {
  onlyAdmins(resource);
  return (await http(endpoints.users, adminList, { signal })).json.map(toAdminRecord);
};

/** Creating an admin = inviting them. The invite answers only a message: the list read back gives the record. */
const inviteAndRead = async (data: Record<string, unknown>): Promise<RaRecord> => {
  const email = typeof data.email === 'string' ? data.email : '';
  await http(endpoints.invite, messageResponse, { method: 'POST', body: { email } });
  const wanted = email.trim().toLowerCase();
  const created = (await listOf('admins')).find((record) => record.email.toLowerCase() === wanted);
  return created ?? { id: wanted, _id: wanted, login: wanted, email: wanted, role: 'admin', status: 'invited' };
};

/** The screen lists, invites and deletes one admin at a time; nothing asks for the other methods. */
const unsupported = async (resource: string, action: string): Promise<never> => {
  throw failure(405, `${action} is not available for ${resource}`);
};

/**
 * react-admin's generic signatures promise whatever record type the caller asks for; the
 * handlers return the contract's records. This is the one place where the two meet.
 */
const typed = <R>(value: unknown): R => value as R;

export const v1DataProvider = {
  getList: async (resource, params) => typed(applyListParams(await listOf(resource, params.signal), params)),
  getOne: async (resource, params) => {
    const [record] = pickByIds(await listOf(resource, params.signal), [params.id]);
    if (!record) throw new ApiError('ra.notification.item_doesnt_exist', 404, null, false);
    return { data: typed(record) };
  },
  getMany: async (resource, params) => ({ data: typed(pickByIds(await listOf(resource, params.signal), params.ids)) }),
  getManyReference: (resource) => unsupported(resource, 'getManyReference'),
  create: async (resource, params) => {
    onlyAdmins(resource);
    return { data: typed(await inviteAndRead(params.data)) };
  },
  update: (resource) => unsupported(resource, 'update'),
  updateMany: (resource) => unsupported(resource, 'updateMany'),
  delete: async (resource, params) => {
    onlyAdmins(resource);
    await http(endpoints.user(String(params.id)), messageResponse, { method: 'DELETE' });
    return { data: typed(params.previousData ?? { id: params.id }) };
  },
  deleteMany: (resource) => unsupported(resource, 'deleteMany'),
} satisfies DataProvider;
