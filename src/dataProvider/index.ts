import type { DataProvider, Identifier } from 'react-admin';
import type { MessageResponse } from '../../contract/index.ts';
import { contentManifest } from 'virtual:content-admin';
import type { UploadOptions } from './content.ts';
import { dmsApi } from './dms.ts';
import { syncApi } from './sync.ts';
import { vehicleDetailApi } from './vehicleDetail.ts';
import { vehicleListApi } from './vehicleList.ts';
import { vehiclePinsApi } from './vehiclePins.ts';
import { withVehicleResource } from './vehicleResource.ts';
import { v1Api, v1DataProvider } from './v1.ts';
import { web360Api, withWeb360Resource } from './web360.ts';

/**
 * The console's data provider: react-admin's CRUD methods (v1.ts) plus typed custom
 * methods, called with `useDataProvider<ConsoleDataProvider>()` and react-query's `useMutation`.
 */
/**
 * Content collections (contract/content/) go to ra-data-simple-rest over their own paths. That provider, the
 * declarations and the zod they use load with the first content request, not with the console (initial JS budget).
 */
const loadContent = () => import('./content.ts');
const CONTENT_NAMES = new Set(contentManifest.map((c) => c.name));
const isContentCollection = (resource: string) => CONTENT_NAMES.has(resource);
const withContentResources = (base: DataProvider): DataProvider => {
  const pick = async (resource: string): Promise<DataProvider> =>
    isContentCollection(resource) ? (await loadContent()).contentDataProvider : base;
  return {
    ...base,
    getList: async (resource, params) => (await pick(resource)).getList(resource, params),
    getOne: async (resource, params) => (await pick(resource)).getOne(resource, params),
    getMany: async (resource, params) => (await pick(resource)).getMany(resource, params),
    getManyReference: async (resource, params) => (await pick(resource)).getManyReference(resource, params),
    create: async (resource, params) => (await pick(resource)).create(resource, params),
    update: async (resource, params) => (await pick(resource)).update(resource, params),
    updateMany: async (resource, params) => (await pick(resource)).updateMany(resource, params),
    delete: async (resource, params) => (await pick(resource)).delete(resource, params),
    deleteMany: async (resource, params) => (await pick(resource)).deleteMany(resource, params),
  };
};

/** The content platform's custom methods, loaded like its provider. */
const contentApi = {
  getRevisions: async (resource: string, id: string, signal?: AbortSignal) =>
    (await loadContent()).contentApi.getRevisions(resource, id, signal),
  restoreRevision: async (resource: string, id: string, revision: number, version: number) =>
    (await loadContent()).contentApi.restoreRevision(resource, id, revision, version),
  reorderContent: async (resource: string, ids: readonly string[]) =>
    (await loadContent()).contentApi.reorderContent(resource, ids),
  uploadMedia: async (file: Blob, options: UploadOptions) =>
    (await loadContent()).contentApi.uploadMedia(file, options),
  deleteMedia: async (publicId: string) => (await loadContent()).contentApi.deleteMedia(publicId),
};

export const getDataProvider = () =>
  ({
    // Vehicles are paged, sorted and filtered by the server; the other resources in the browser.
    ...withContentResources(withWeb360Resource(withVehicleResource(v1DataProvider))),
    ...contentApi,
    inviteAdmin: (email: string): Promise<MessageResponse> => v1Api.inviteAdmin(email),
    sendPasswordReset: (id: Identifier): Promise<MessageResponse> => v1Api.sendPasswordReset(id),
    setPassword: (params: { token: string; password: string }): Promise<MessageResponse> =>
      v1Api.setPassword(params.token, params.password),
    forgotPassword: (email: string): Promise<MessageResponse> => v1Api.forgotPassword(email),
    ...syncApi,
    // The referral programme's call, loaded with its screen (initial JS budget).
    getReferralCounts: async () => (await import('./promotion.ts')).promotionApi.getReferralCounts(),
    ...dmsApi,
    ...vehicleListApi,
    ...vehicleDetailApi,
    ...vehiclePinsApi,
    ...web360Api,
  }) satisfies DataProvider;

export type ConsoleDataProvider = ReturnType<typeof getDataProvider>;

export const dataProvider: ConsoleDataProvider = getDataProvider();
