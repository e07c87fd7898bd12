import { useEffect, useRef, useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { useNotify, useTranslate } from 'react-admin';
import type { Vehicle } from '../../../contract/index.ts';
import {
  applyNadaChoices,
  changedFeatures,
  hasChanges,
  moveFeature,
  pendingInstalls,
  type FeatureItem,
  type FeatureListName,
  type NadaChoices,
} from './featureMoves.ts';
import { FeatureList, moveButtonId } from './FeatureList.tsx';
import { NadaParseDialog } from './NadaParseDialog.tsx';
import { SaveFailureAlert } from './SaveFailureAlert.tsx';
import { useFeatureBoard } from './useFeatureBoard.ts';
import { useSaveVehicleFeatures } from './useSaveVehicleFeatures.ts';

interface VehicleFeaturesProps {
  vehicle: Vehicle;
  onReload: () => void;
  /** Told whether there are moves not saved yet (the page then asks before it is left). */
  onUnsavedChange: (unsaved: boolean) => void;
}

/**
 * Spec §2/§4 features: installed and possible lists side by side, moves between them, and
 * "Save feature changes". Possible features being installed first go through the NADA
 * dialogs; those left without equipment revert to possible before the save.
 */
export const VehicleFeatures = ({ vehicle, onReload, onUnsavedChange }: VehicleFeaturesProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { board, update, resetTo } = useFeatureBoard(vehicle.features);
  const save = useSaveVehicleFeatures(vehicle.stockid, (saved) => resetTo(saved.features));
  const [nadaPending, setNadaPending] = useState<FeatureItem[] | null>(null);
  // The moved item's button disappears; focus goes to its neighbour so keyboard users keep their place.
  const focusAfterMove = useRef<number | null>(null);

  useEffect(() => {
    if (focusAfterMove.current === null) return;
    document.getElementById(moveButtonId(focusAfterMove.current))?.focus();
    focusAfterMove.current = null;
  });

  const move = (id: number, to: FeatureListName) => {
    const from = board[to === 'installed' ? 'possible' : 'installed'];
    const index = from.findIndex((f) => f.id === id);
    focusAfterMove.current = (from[index + 1] ?? from[index - 1])?.id ?? id;
    save.clearFailure();
    update((current) => moveFeature(current, id, to));
  };

  const onSave = () => {
    const pending = pendingInstalls(board);
    if (pending.length > 0) setNadaPending(pending);
    else save.submit(board);
  };

  const onNadaDone = (choices: NadaChoices) => {
    const { board: next } = applyNadaChoices(board, choices);
    update(() => next);
    setNadaPending(null);
    if (hasChanges(next)) save.submit(next);
    else notify('app.vehicle_detail.features.nothing_saved', { type: 'info' });
  };

  const changes = changedFeatures(board).length;
  useEffect(() => onUnsavedChange(changes > 0), [changes, onUnsavedChange]);

  return (
    <Card component="section" aria-labelledby="vehicle-features-title">
      <CardContent>
        <Typography id="vehicle-features-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('app.vehicle_detail.features.title')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FeatureList
            list="installed"
            items={board.installed}
            onMove={(id) => move(id, 'possible')}
            disabled={save.saving}
          />
          <FeatureList
            list="possible"
            items={board.possible}
            onMove={(id) => move(id, 'installed')}
            disabled={save.saving}
          />
        </Stack>
        {save.failure && (
          <Stack sx={{ mt: 2 }}>
            <SaveFailureAlert
              failure={save.failure}
              onReload={() => {
                save.clearFailure();
                onReload();
              }}
            />
          </Stack>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={onSave}
            loading={save.saving}
            loadingPosition="start"
            disabled={changes === 0}
          >
            {translate('app.vehicle_detail.features.save')}
          </Button>
          <Button
            startIcon={<UndoIcon />}
            onClick={() => resetTo(vehicle.features)}
            disabled={changes === 0 || save.saving}
          >
            {translate('app.vehicle_detail.features.undo')}
          </Button>
          <Typography variant="body2" color="text.secondary" role="status">
            {changes > 0 ? translate('app.vehicle_detail.features.unsaved', { smart_count: changes }) : ''}
          </Typography>
        </Stack>
      </CardContent>
      {nadaPending && (
        <NadaParseDialog
          stockid={vehicle.stockid}
          pending={nadaPending}
          onCancel={() => setNadaPending(null)}
          onDone={onNadaDone}
        />
      )}
    </Card>
  );
};
