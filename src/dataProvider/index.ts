import type { DataProvider, Identifier } from 'react-admin';
import type { MessageResponse } from '../../contract/index.ts';
import { contentApi, contentDataProvider, isContentResource } from './content.ts';
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
/** Content collections (contract/content/) go to ra-data-simple-rest over their own paths. */
const withContentResources = (base: DataProvider): DataProvider => {
    const pick = (resource: string) => (isContentResource(resource) ? contentDataProvider : base);
    return {
        ...base,
        getList: (resource, params) => pick(resource).getList(resource, params),
        getOne: (resource, params) => pick(resource).getOne(resource, params),
        getMany: (resource, params) => pick(resource).getMany(resource, params),
        getManyReference: (resource, params) => pick(resource).getManyReference(resource, params),
        create: (resource, params) => pick(resource).create(resource, params),
        update: (resource, params) => pick(resource).update(resource, params),
        updateMany: (resource, params) => pick(resource).updateMany(resource, params),
        delete: (resource, params) => pick(resource).delete(resource, params),
        deleteMany: (resource, params) => pick(resource).deleteMany(resource, params),
    };
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
        ...dmsApi,
        ...vehicleListApi,
        ...vehicleDetailApi,
        ...vehiclePinsApi,
        ...web360Api,
    }) satisfies DataProvider;

export type ConsoleDataProvider = ReturnType<typeof getDataProvider>;

export const dataProvider: ConsoleDataProvider = getDataProvider();
