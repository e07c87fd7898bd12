import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type Identifier } from 'react-admin';
import { FALLBACK_ERROR_MESSAGE, messageResponse, type MessageResponse } from '../../contract/index.ts';
import {
  collectionByName,
  mediaRecord,
  revisionList,
  SEO_PAGE_NAMES,
  type CollectionDeclaration,
  type Endpoint,
  type MediaRecord,
  type Revision,
} from '../../contract/content/index.ts';
import { SINGLETON_ID } from '../../contract/content/names.ts';
import { urlSlug } from '../../contract/slug.ts';
import { getToken } from '../authProvider/storage.ts';
import { answerError, ApiError, http } from './http.ts';

const pathOf = (c: CollectionDeclaration) => c.path.replace(/^\//, '');

/** fetchJson with the session's bearer token; errors carry the server's `msg`/`message` (spec §8). */
const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const token = getToken();
  if (token == null) throw new ApiError('ra.notification.logged_out', 401, null, true);
  try {
    return await fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });
  } catch (error) {
    if (error instanceof HttpError) throw answerError(error.status, error.body, true);
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(FALLBACK_ERROR_MESSAGE, 0, null, true);
  }
};

/** ra-data-simple-rest itself, over each list collection's own path (`/v1/promo?range=…`). */
const simpleRest = simpleRestProvider('/v1', httpClient);

const declarationOf = (resource: string): CollectionDeclaration => {
  const c = collectionByName(resource);
  if (!c) throw new ApiError(FALLBACK_ERROR_MESSAGE, 404, { message: `Unknown collection ${resource}` }, false);
  return c;
};

/**
 * A list collection's write as the spec declares it (§7: `PATCH /finance-pins/{id}`, `POST /menuItems/updateMenuItem`,
 * `DELETE /category/{id}`…), so the console makes the very calls the spec lists. The server also answers
 * simple-rest's shapes on the collection's path, used where no call is declared. A declared path without `{id}`
 * names the item in the body (`_id`).
 */
const declaredWrite = (call: Endpoint, id: Identifier, data?: object) => {
  const named = call.path.includes('{id}');
  const url = `/v1${call.path.replace('{id}', encodeURIComponent(String(id)))}`;
  const body = data === undefined ? undefined : JSON.stringify(named ? data : { ...data, _id: id });
  return { url, options: { method: call.method, body } };
};

/**
 * A document read and written at a call of its own, not simple-rest's: a singleton's one document at the seed's path
 * (its declared write: PUT /hero-carousel-setting, POST /prices, spec §7), a static page's SEO record by page name
 * (spec §2; GET/PUT /v1/seo/{page}, name URL-encoded). Undefined for the rest.
 */
const ownDocument = (c: CollectionDeclaration, id: Identifier, write?: { data: unknown }, signal?: AbortSignal) => {
  const call = write ? c.endpoints.write : c.endpoints.read;
  const page = SEO_PAGE_NAMES.find((name) => urlSlug(name) === String(id));
  const seoUrl = page ? `/v1/seo/${encodeURIComponent(page)}` : `/v1/seo-pages/${encodeURIComponent(String(id))}`;
  const url = c.kind === 'singleton' ? `/v1${call?.path ?? c.path}` : c.name === 'seoPages' ? seoUrl : undefined;
  if (!url) return undefined;
  const method = write ? (call?.method ?? 'PUT') : 'GET';
  const options = { method, signal, body: write ? JSON.stringify(write.data) : undefined };
  return httpClient(url, options).then(({ json }) => ({
    data: c.kind === 'singleton' ? { ...json, id: SINGLETON_ID } : json,
  }));
};

/** react-admin's CRUD methods for every content collection, dispatched by resource name. */
export const contentDataProvider: DataProvider = {
  getList: async (resource, params) => {
    const c = declarationOf(resource);
    // The spec's read of the list by one field (`GET /lifeStyle/{name}`), when the filter names that field.
    const by = c.admin?.listBy;
    const value: unknown = by ? params.filter?.[by.field] : undefined;
    if (!by || typeof value !== 'string') return simpleRest.getList(pathOf(c), params);
    const { json } = await httpClient(`/v1${by.path.replace('{value}', encodeURIComponent(value))}`, {
      signal: params.signal,
    });
    return { data: json, total: (json as unknown[]).length };
  },
  getOne: (resource, params) => {
    const c = declarationOf(resource);
    return (ownDocument(c, params.id, undefined, params.signal) as never) ?? simpleRest.getOne(pathOf(c), params);
  },
  getMany: (resource, params) => simpleRest.getMany(pathOf(declarationOf(resource)), params),
  getManyReference: (resource, params) => simpleRest.getManyReference(pathOf(declarationOf(resource)), params),
  create: async (resource, params) => {
    const c = declarationOf(resource);
    if (!c.endpoints.create) return simpleRest.create(pathOf(c), params);
    const { json } = await httpClient(`/v1${c.endpoints.create.path}`, {
      method: c.endpoints.create.method,
      body: JSON.stringify(params.data),
    });
    return { data: { ...params.data, ...json, id: json.id } };
  },
  update: async (resource, rawParams) => {
    const c = declarationOf(resource);
    // The order is saved by reorder() only; a position read before someone else's reorder would be refused (400).
    const { position: _position, ...data } = rawParams.data as Record<string, unknown>;
    const params = { ...rawParams, data };
    const own = ownDocument(c, params.id, params);
    if (own) return own as never;
    if (!c.endpoints.update) return simpleRest.update(pathOf(c), params);
    const { url, options } = declaredWrite(c.endpoints.update, params.id, params.data as object);
    const { json } = await httpClient(url, options);
    return { data: { ...json, id: json.id ?? params.id } };
  },
  updateMany: (resource, params) => simpleRest.updateMany(pathOf(declarationOf(resource)), params),
  // The version the admin saw goes along as If-Match: deleting an item someone just changed is refused (412).
  delete: async (resource, params) => {
    const c = declarationOf(resource);
    const version = (params.previousData as { version?: number } | undefined)?.version;
    const headers = new Headers(version ? { 'If-Match': `"${version}"` } : {});
    const call = c.endpoints.remove ?? { method: 'DELETE', path: `${c.path}/{id}` };
    const { url, options } = declaredWrite(call, params.id);
    const { json } = await httpClient(url, { ...options, headers });
    return { data: json };
  },
  deleteMany: (resource, params) => simpleRest.deleteMany(pathOf(declarationOf(resource)), params),
};

/** Called with XMLHttpRequest: fetch reports no upload progress. */
export interface UploadOptions {
  folder: string;
  preset?: 'default' | 'blog';
  /** The image field the upload is for ('promo.img', 'carousel.subCategories.0.logoImage'): its minimum width is checked. */
  target?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const uploadMedia = (
  file: Blob,
  { folder, preset = 'default', target, onProgress, signal }: UploadOptions,
): Promise<MediaRecord> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/media');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = mediaRecord.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(FALLBACK_ERROR_MESSAGE, xhr.status, null, true));
        return;
      }
      reject(answerError(xhr.status, body, true));
    };
    xhr.onerror = () => reject(new ApiError(FALLBACK_ERROR_MESSAGE, 0, null, true));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('folder', folder);
    form.append('preset', preset);
    // The image field it is for: the server refuses one narrower than the field's minimum before encoding it.
    if (target) form.append('target', target);
    form.append('file', file, file instanceof File ? file.name : 'image');
    xhr.send(form);
  });

const revisionsUrl = (resource: string, id: string) =>
  `/v1/content/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/revisions`;

/** Typed custom methods of the content platform (history, restore, media). */
export const contentApi = {
  getRevisions: async (resource: string, id: string, signal?: AbortSignal): Promise<Revision[]> =>
    (await http(revisionsUrl(resource, id), revisionList, { signal })).json.data,
  /** Restores an older revision as a new one; `version` is the document's current version (412 if it moved on). */
  restoreRevision: async (
    resource: string,
    id: string,
    revision: number,
    version: number,
  ): Promise<Record<string, unknown>> => {
    const { json } = await httpClient(`${revisionsUrl(resource, id)}/${revision}/restore`, {
      method: 'POST',
      body: JSON.stringify({ version }),
    });
    return json as Record<string, unknown>;
  },
  /** Saves a list collection's order in one request (every id, in the new order); 412 when the list moved on. */
  reorderContent: async (resource: string, ids: readonly string[]): Promise<{ status: string; message: string }> => {
    const { json } = await httpClient(`/v1/content/${encodeURIComponent(resource)}/order`, {
      method: 'POST',
      body: JSON.stringify({ ids }),
    });
    return json as { status: string; message: string };
  },
  uploadMedia,
  deleteMedia: async (publicId: string): Promise<MessageResponse> =>
    (await http(`/v1/media/${encodeURIComponent(publicId)}`, messageResponse, { method: 'DELETE' })).json,
};
