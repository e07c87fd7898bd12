import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { parseSpinXml } from './spinModel.ts';

export const web360XmlKey = (stockid: string) => ['web360Xml', stockid] as const;
export const web360ConfigKey = (stockid: string) => ['web360Config', stockid] as const;

/** The exterior spin, parsed from GET /v1/web360/{id}: what the public viewer will read. */
export const useSpinModel = (stockid: string) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: web360XmlKey(stockid),
    queryFn: async ({ signal }) => parseSpinXml(await dataProvider.getWeb360Xml(stockid, signal)),
    retry: false,
    refetchOnWindowFocus: false,
  });
};

/** Hotspots of both views, the spin rows and the panorama (GET /v1/web360/vehicles/{id}). */
export const useWeb360Config = (stockid: string) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: web360ConfigKey(stockid),
    queryFn: ({ signal }) => dataProvider.getWeb360Config(stockid, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
};
