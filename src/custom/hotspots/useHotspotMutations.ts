import { useQueryClient, useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { ExteriorHotspot, HotspotView, InteriorHotspot, Web360Config } from '../../../contract/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { WEB360_RESOURCE } from '../../dataProvider/web360.ts';
import { web360ConfigKey, web360XmlKey } from '../viewer360/useViewer360Data.ts';

export type SaveHotspots =
  { view: 'exterior'; hotspots: ExteriorHotspot[] } | { view: 'interior'; hotspots: InteriorHotspot[] };

/**
 * Saving and deleting one stock id's hotspots; toasts carry the server's message. A 412 (someone saved the hotspot
 * meanwhile) says so and reloads, so the admin sees the current version before trying again.
 */
export const useHotspotMutations = (stockid: string) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();

  const invalidate = (...keys: (readonly unknown[])[]) =>
    keys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
  // The public XML changes with every hotspot (a preview opened later must not show a stale one), and the assets
  // table shows the hotspot counts (react-admin keys its list queries by resource).
  const changed = (...keys: (readonly unknown[])[]) => invalidate(web360XmlKey(stockid), [WEB360_RESOURCE], ...keys);
  const reload = () => invalidate(web360ConfigKey(stockid), web360XmlKey(stockid));
  const onError = (error: Error) => {
    if (error instanceof HttpError && error.status === 412) {
      notify('app.hotspots.conflict', { type: 'warning' });
      reload();
      return;
    }
    notify(error.message, { type: 'error' });
  };

  const save = useMutation({
    mutationFn: (request: SaveHotspots) =>
      dataProvider.saveHotspots(
        request.view === 'exterior'
          ? { stockid, exteriorHotspots: request.hotspots }
          : { stockid, interiorHotspots: request.hotspots },
      ),
    onSuccess: ({ message, data }) => {
      queryClient.setQueryData<Web360Config>(web360ConfigKey(stockid), data);
      changed();
      notify(message, { type: 'success' });
    },
    onError,
  });

  const remove = useMutation({
    mutationFn: ({ view, id }: { view: HotspotView; id: string }) => dataProvider.deleteHotspot(stockid, view, id),
    onSuccess: ({ message }, { view, id }) => {
      // DELETE answers only a message: drop the row at once, then read the server's state back.
      const list = view === 'exterior' ? 'exteriorHotspots' : 'interiorHotspots';
      queryClient.setQueryData<Web360Config>(
        web360ConfigKey(stockid),
        (current) => current && { ...current, [list]: current[list].filter((h) => h.id !== id) },
      );
      changed(web360ConfigKey(stockid));
      notify(message, { type: 'success' });
    },
    onError,
  });

  return { save, remove };
};
