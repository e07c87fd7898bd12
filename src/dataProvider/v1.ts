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

/* ---------- product API calls (typed by the contract) ---------- */

const toAdminRecord = (admin: Admin): AdminRecord => ({ ...admin, id: admin._id });

export const v1Api = {
  listAdmins: async (signal?: AbortSignal): Promise<AdminRecord[]> =>
    (await http(endpoints.users, adminList, { signal })).json.map(toAdminRecord),
  deleteAdmin: async (id: Identifier): Promise<MessageResponse> =>
    (await http(endpoints.user(String(id)), messageResponse, { method: 'DELETE' })).json,
  inviteAdmin: async (email: string): Promise<MessageResponse> =>
    (await http(endpoints.invite, messageResponse, { method: 'POST', body: { email } })).json,
  sendPasswordReset: async (id: Identifier): Promise<MessageResponse> =>
    (await http(endpoints.userResetPassword(String(id)), messageResponse, { method: 'POST' })).json,
  /** The link's token authenticates this call, never the session token. */
  setPassword: async (token: string, password: string): Promise<MessageResponse> =>
    (await http(endpoints.setPassword, messageResponse, { method: 'POST', body: { password }, token })).json,
  /** Public: sent from the login page, without any session. */
  forgotPassword: async (email: string): Promise<MessageResponse> =>
    (await http(endpoints.forgotPassword, messageResponse, { method: 'POST', body: { email }, token: null })).json,
};

/* ---------- react-admin's `admins` resource mapped onto those calls ---------- */

const failure = (status: number, message: string) => new ApiError(FALLBACK_ERROR_MESSAGE, status, { message }, false);

/** The whole list (the endpoint answers an array, so paging happens in the browser); admins is the one resource. */
const onlyAdmins = (resource: string) => {
  if (resource !== 'admins') throw failure(404, `Unknown resource ${resource}`);
};
const listOf = async (resource: string, signal?: AbortSignal): Promise<RaRecord[]> => {
  onlyAdmins(resource);
  return v1Api.listAdmins(signal);
};

/** Creating an admin = inviting them. The invite answers only a message: the list read back gives the record. */
const inviteAndRead = async (data: Record<string, unknown>): Promise<RaRecord> => {
  const email = typeof data.email === 'string' ? data.email : '';
  await v1Api.inviteAdmin(email);
  const wanted = email.trim().toLowerCase();
  const created = (await v1Api.listAdmins()).find((record) => record.email.toLowerCase() === wanted);
  return created ?? { id: wanted, _id: wanted, login: wanted, email: wanted, role: 'admin', status: 'invited' };
};

const unsupported = (resource: string, action: string): never => {
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
  getManyReference: async (resource, params) =>
    typed(
      applyListParams(await listOf(resource, params.signal), {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }),
    ),
  create: async (resource, params) => {
    onlyAdmins(resource);
    return { data: typed(await inviteAndRead(params.data)) };
  },
  update: async (resource) => unsupported(resource, 'update'),
  updateMany: async (resource) => unsupported(resource, 'updateMany'),
  delete: async (resource, params) => {
    onlyAdmins(resource);
    await v1Api.deleteAdmin(params.id);
    return { data: typed(params.previousData ?? { id: params.id }) };
  },
  deleteMany: async (resource, params) => {
    onlyAdmins(resource);
    // One at a time: the API has no bulk delete and each deletion revokes sessions.
    for (const id of params.ids) await v1Api.deleteAdmin(id);
    return { data: params.ids };
  },
} satisfies DataProvider;
