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

export const toAdminRecord = (admin: Admin): AdminRecord => ({ ...admin, id: admin._id });

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

/* ---------- react-admin resources mapped onto those calls ---------- */

interface ResourceHandler {
  /** The whole collection: these endpoints answer arrays, so paging happens client-side. */
  list: (signal?: AbortSignal) => Promise<RaRecord[]>;
  create?: (data: Record<string, unknown>) => Promise<RaRecord>;
  remove?: (id: Identifier) => Promise<unknown>;
}

const admins: ResourceHandler = {
  list: v1Api.listAdmins,
  // Creating an admin = inviting them. The invite answers only a message, so read the list
  // back to hand react-admin the real record (and its id).
  create: async (data) => {
    const email = typeof data.email === 'string' ? data.email : '';
    await v1Api.inviteAdmin(email);
    const wanted = email.trim().toLowerCase();
    const records = await v1Api.listAdmins();
    const created = records.find((record) => record.email.toLowerCase() === wanted);
    return created ?? { id: wanted, _id: wanted, login: wanted, email: wanted, role: 'admin', status: 'invited' };
  },
  remove: v1Api.deleteAdmin,
};

export const resourceHandlers: Record<string, ResourceHandler> = { admins };

const handlerFor = (resource: string): ResourceHandler => {
  const handler = resourceHandlers[resource];
  if (!handler) throw new ApiError(FALLBACK_ERROR_MESSAGE, 404, { message: `Unknown resource ${resource}` }, false);
  return handler;
};

const unsupported = (resource: string, action: string): never => {
  throw new ApiError(FALLBACK_ERROR_MESSAGE, 405, { message: `${action} is not available for ${resource}` }, false);
};

/**
 * react-admin's generic signatures promise whatever record type the caller asks for; the
 * handlers return the contract's records. This is the one place where the two meet.
 */
const typed = <R>(value: unknown): R => value as R;

export const v1DataProvider = {
  getList: async (resource, params) => typed(applyListParams(await handlerFor(resource).list(params.signal), params)),
  getOne: async (resource, params) => {
    const [record] = pickByIds(await handlerFor(resource).list(params.signal), [params.id]);
    if (!record) throw new ApiError('ra.notification.item_doesnt_exist', 404, null, false);
    return { data: typed(record) };
  },
  getMany: async (resource, params) => ({
    data: typed(pickByIds(await handlerFor(resource).list(params.signal), params.ids)),
  }),
  getManyReference: async (resource, params) =>
    typed(
      applyListParams(await handlerFor(resource).list(params.signal), {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }),
    ),
  create: async (resource, params) => {
    const { create } = handlerFor(resource);
    if (!create) return unsupported(resource, 'create');
    return { data: typed(await create(params.data)) };
  },
  update: async (resource) => unsupported(resource, 'update'),
  updateMany: async (resource) => unsupported(resource, 'updateMany'),
  delete: async (resource, params) => {
    const { remove } = handlerFor(resource);
    if (!remove) return unsupported(resource, 'delete');
    await remove(params.id);
    return { data: typed(params.previousData ?? { id: params.id }) };
  },
  deleteMany: async (resource, params) => {
    const { remove } = handlerFor(resource);
    if (!remove) return unsupported(resource, 'deleteMany');
    // One at a time: the API has no bulk delete and each deletion revokes sessions.
    for (const id of params.ids) await remove(id);
    return { data: params.ids };
  },
} satisfies DataProvider;
