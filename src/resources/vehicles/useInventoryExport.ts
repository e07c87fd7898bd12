import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import type { DownloadProgress } from '../../dataProvider/vehicleList.ts';
import { inventoryFileName } from './format.ts';
import { messageOf, useVehicleNotify } from './useVehicleNotify.ts';

/** Hands a blob to the browser as a download. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * Downloads the inventory CSV (all of it, or the given stock ids) through fetch with the bearer
 * header, so no token ever sits in a URL, and saves it as `inventory-YYYY-MM-DD.csv`.
 */
export const useInventoryExport = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useVehicleNotify();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (ids?: string[]) => dataProvider.exportInventoryCsv({ ids, onProgress: setProgress }),
    onSuccess: (blob) => saveBlob(blob, inventoryFileName(new Date())),
    onError: (error) => notify(messageOf(error), 'error'),
    onSettled: () => setProgress(null),
  });
  return { exportCsv: mutate, isPending, progress };
};
