import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { PinMapContent, VehiclePinMap } from '../../../contract/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import type { ImageSize } from './pinGeometry.ts';
import { vehicleDetailKey } from '../vehicleDetail/useVehicleDetail.ts';
import { messageOf, useVehicleNotify } from '../../resources/vehicles/vehicleListHooks.ts';

const pinMapKey = (stockId: string, picture: string) => ['vehiclePins', stockId, picture] as const;
const NO_PINS: PinMapContent = { areas: [], description: [] };

/**
 * The saved pin map of one picture. No refetch on focus: a refetch must never replace pins the
 * admin is placing; someone else's save shows as a 412 on Save pins instead.
 */
export const useSavedPinMap = (stockId: string, picture: string) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: pinMapKey(stockId, picture),
    queryFn: ({ signal }) => dataProvider.getVehiclePinMap(stockId, picture, signal),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
};

const isConflict = (error: unknown) => error instanceof HttpError && (error.status === 412 || error.status === 409);

/**
 * One picture's pins as the admin edits them, and 'Save pins': POST the first time, then PATCH with the version (spec
 * §4). On a 412 (or a 409: someone created the map first) the admin's pins stay and the latest map is fetched, so they
 * can save theirs over it or load it.
 */
export const usePinMapSession = (stockId: string, picture: string, saved: VehiclePinMap | null) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  // Spec §8/§9: the save-pins result stays 6 seconds, as the vehicle list's toasts do.
  const toast = useVehicleNotify();
  const [content, setContent] = useState<PinMapContent>(saved?.pin ?? NO_PINS);
  // The pins last saved or loaded. The editor makes new content for each pin saved or deleted: any other is unsaved.
  const [stored, setStored] = useState(content);
  const [version, setVersion] = useState<number | null>(saved?.version ?? null);
  const [conflict, setConflict] = useState<{ message: string; latest: VehiclePinMap | null } | null>(null);
  const [imageSize, setImageSize] = useState<ImageSize | null>(null);

  const mutation = useMutation({
    mutationFn: ({ pin, size, at }: { pin: PinMapContent; size: ImageSize; at: number | null }) => {
      const base = { stockId, picture, imageWidth: size.width, imageHeight: size.height, pin };
      return at === null
        ? dataProvider.createVehiclePinMap(base)
        : dataProvider.updateVehiclePinMap({ ...base, version: at });
    },
    onSuccess: ({ message, data }, { pin }) => {
      setVersion(data.version);
      setConflict(null);
      setStored(pin);
      queryClient.setQueryData(pinMapKey(stockId, picture), data);
      // The vehicle's pin counts changed: the detail page and the list show them.
      void queryClient.invalidateQueries({ queryKey: vehicleDetailKey(stockId) });
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      toast(message, 'success');
    },
    onError: (error) => {
      const message = messageOf(error);
      toast(message, 'error');
      if (!isConflict(error)) return;
      setConflict({ message, latest: null });
      dataProvider.getVehiclePinMap(stockId, picture).then(
        (latest) => {
          // Saving again now replaces their pins with these, as the conflict message says.
          if (latest) setVersion(latest.version);
          setConflict({ message, latest });
        },
        () => undefined, // The conflict stays shown; a later save meets it again.
      );
    },
  });

  return {
    content,
    unsaved: content !== stored,
    conflict,
    imageSize,
    saving: mutation.isPending,
    canSave: imageSize !== null && !mutation.isPending,
    /** Save (or Delete) of one pin in the editor: the map now has unsaved pins. */
    commit: setContent,
    setImageSize,
    save: () => {
      if (imageSize) mutation.mutate({ pin: content, size: imageSize, at: version });
    },
    loadTheirs: () => {
      const latest = conflict?.latest;
      if (!latest) return;
      setContent(latest.pin);
      setStored(latest.pin);
      setVersion(latest.version);
      setConflict(null);
      queryClient.setQueryData(pinMapKey(stockId, picture), latest);
    },
  };
};
