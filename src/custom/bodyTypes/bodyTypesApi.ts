import {
  availableBodyValues,
  bodyTypeList,
  bodyTypeSaveResponse,
  inventorySettings,
  inventorySettingsResponse,
  type BodyTypeCard,
  type InventorySettingsRequest,
} from '../../../contract/bodyTypes.ts';
import { http } from '../../dataProvider/http.ts';

/** The calls of /admin/type-setup (spec §7), typed by the contract; loaded with the screen's chunk. */
export const bodyTypesApi = {
  cards: async (signal?: AbortSignal) => (await http('/v1/body-types', bodyTypeList, { signal })).json,
  available: async (signal?: AbortSignal) =>
    (await http('/v1/body-types/available', availableBodyValues, { signal })).json.data,
  /** The whole list in one request ('Update cards'); new cards have no _id yet. */
  saveCards: async (cards: EditableCard[], version: number) =>
    (
      await http('/v1/body-types', bodyTypeSaveResponse, {
        method: 'POST',
        body: {
          version,
          cards: cards.map((card) => ({
            ...(card._id ? { _id: card._id } : {}),
            carBody: card.carBody,
            dmsBodyValues: card.dmsBodyValues,
            isCampaignActive: card.isCampaignActive,
          })),
        },
      })
    ).json,
  inventory: async (signal?: AbortSignal) => (await http('/v1/inventory', inventorySettings, { signal })).json,
  saveInventory: async (body: InventorySettingsRequest) =>
    (await http('/v1/inventory', inventorySettingsResponse, { method: 'POST', body })).json,
};

/** A value of the available list; its vehicle count is known for the values the server listed as available. */
export interface PoolValue {
  value: string;
  count?: number;
}

/** A card as the screen edits it: `key` tells React's rows apart before the server has given a new card its id. */
export type EditableCard = Pick<BodyTypeCard, 'carBody' | 'dmsBodyValues' | 'isCampaignActive' | 'carCount'> & {
  _id?: string;
  key: string;
};

export const toEditable = (cards: BodyTypeCard[]): EditableCard[] =>
  cards.map((card) => ({
    _id: card._id,
    key: card._id,
    carBody: card.carBody,
    dmsBodyValues: card.dmsBodyValues,
    isCampaignActive: card.isCampaignActive,
    carCount: card.carCount,
  }));

/** 'Title N' with N the smallest number no card's name uses yet (spec §4). */
export const nextTitle = (cards: readonly { carBody: string }[], title: (n: number) => string): string => {
  const taken = new Set(cards.map((card) => card.carBody));
  let n = 1;
  while (taken.has(title(n))) n++;
  return title(n);
};
