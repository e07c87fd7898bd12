import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { parseSpinXml } from './spinModel.ts';

export const web360XmlKey = (stockid: string) => ['web360Xml', stockid] as const;
export const web360ConfigKey = (stockid: string) => ['web360Config', stockid] as const;

/** One stock id's read, never retried. Our own are not refetched on focus; the DMS's stay fresh 5 minutes. */
const useStockQuery = <T>(
  queryKey: readonly unknown[],
  read: (dataProvider: ConsoleDataProvider, signal: AbortSignal) => Promise<T>,
  fromDms = false,
) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read(dataProvider, signal),
    retry: false,
    ...(fromDms ? { staleTime: 5 * 60_000 } : { refetchOnWindowFocus: false }),
  });
};

/** The exterior spin, parsed from GET /v1/web360/{id}: what the public viewer will read. */
export const useSpinModel = (stockid: string) =>
  useStockQuery(web360XmlKey(stockid), async (dp, signal) => parseSpinXml(await dp.getWeb360Xml(stockid, signal)));

/** Hotspots of both views, the spin rows and the panorama (GET /v1/web360/vehicles/{id}). */
export const useWeb360Config = (stockid: string) =>
  useStockQuery(web360ConfigKey(stockid), (dp, signal) => dp.getWeb360Config(stockid, signal));

/** The DMS's close-up pictures of a vehicle (GetHotSpotPictures): a pin's close-up, a hotspot's pictures. */
export const useHotspotPictures = (stockid: string) =>
  useStockQuery(['hotspotPictures', stockid], (dp) => dp.getHotSpotPictures(stockid), true);

/** The interior panorama as the DMS serves it now (GetInteriorAsset), for the interior editor. */
export const useInteriorAsset = (stockid: string) =>
  useStockQuery(['interiorAsset', stockid], (dp) => dp.getInteriorAsset(stockid), true);
