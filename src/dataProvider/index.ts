import type { DataProvider } from 'react-admin';
import { contentManifest } from 'virtual:content-admin';
import type { contentApi as ContentApi } from './content.ts';
import { dmsApi } from './dms.ts';
import { syncApi } from './sync.ts';
import { vehicleDetailApi } from './vehicleDetail.ts';
import { vehicleListApi } from './vehicleList.ts';
import { vehiclePinsApi } from './vehiclePins.ts';
import { withVehicleResource } from './vehicleResource.ts';
import { v1Api, v1DataProvider } from './v1.ts';
import { web360Api, withWeb360Resource } from './web360.ts';

/**
 * Content collections (contract/content/) go to ra-data-simple-rest over their own paths. That provider, the
 * declarations and the zod they use load with the first content request, not with the console (initial JS budget).
 */
const loadContent = () => import('./content.ts');
const CONTENT_NAMES = new Set(contentManifest.map((c) => c.name));
const withContentResources = (base: DataProvider): DataProvider => {
  const pick = async (resource: string): Promise<DataProvider> =>
    CONTENT_NAMES.has(resource) ? (await loadContent()).contentDataProvider : base;
  // Every CRUD method (the base's) asks the provider of its resource.
  const forward = (method: keyof DataProvider) => async (resource: string, params: unknown) =>
    ((await pick(resource))[method] as (resource: string, params: unknown) => Promise<unknown>)(resource, params);
  return { ...base, ...Object.fromEntries(Object.keys(v1DataProvider).map((m) => [m, forward(m)])) };
};

type ContentApi = typeof ContentApi;
/** One of the content platform's custom methods (history, restore, order, media), loaded like its provider. */
const lazyContent = <K extends keyof ContentApi>(method: K): ContentApi[K] =>
  (async (...args: unknown[]) =>
    ((await loadContent()).contentApi[method] as (...a: unknown[]) => unknown)(...args)) as ContentApi[K];

/** react-admin's CRUD methods plus typed custom ones, called with `useDataProvider<ConsoleDataProvider>()`. */
export const getDataProvider = () =>
  ({
    // Vehicles are paged, sorted and filtered by the server; the other resources in the browser.
    ...withContentResources(withWeb360Resource(withVehicleResource(v1DataProvider))),
    getRevisions: lazyContent('getRevisions'),
    restoreRevision: lazyContent('restoreRevision'),
    reorderContent: lazyContent('reorderContent'),
    uploadMedia: lazyContent('uploadMedia'),
    deleteMedia: lazyContent('deleteMedia'),
    ...v1Api,
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
