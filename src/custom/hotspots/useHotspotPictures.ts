import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';

/** The DMS's close-up pictures of a vehicle (GetHotSpotPictures), attachable to its hotspots. */
export const useHotspotPictures = (stockid: string) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['hotspotPictures', stockid],
    queryFn: () => dataProvider.getHotSpotPictures(stockid),
    staleTime: 5 * 60_000,
    retry: false,
  });
};

/** The interior panorama as the DMS serves it now (GetInteriorAsset), for the interior editor. */
export const useInteriorAsset = (stockid: string) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['interiorAsset', stockid],
    queryFn: () => dataProvider.getInteriorAsset(stockid),
    staleTime: 5 * 60_000,
    retry: false,
  });
};
