import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FeaturesUpdateRequest, Vehicle, VehicleFeatures as Features } from '../../../contract/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import {
  applyNadaChoices,
  boardFromFeatures,
  changedFeatures,
  hasChanges,
  moveFeature,
  pendingInstalls,
  rebaseBoard,
  toFeaturesUpdateRequest,
  type FeatureBoard,
  type FeatureItem,
  type FeatureListName,
  type NadaChoices,
} from './featureMoves.ts';
import { FeatureList, moveButtonId } from './FeatureList.tsx';
import { NadaParseDialog } from './NadaParseDialog.tsx';
import { SaveFailureAlert } from './LoadStatus.tsx';
import { useVehicleSave } from './useVehicleDetail.ts';

interface BoardState {
  /** The vehicle features the board was built from, to notice when they change. */
  signature: string;
  board: FeatureBoard;
}

const stateOf = (features: Features): BoardState => ({
  signature: JSON.stringify(features),
  board: boardFromFeatures(features),
});

/**
 * The two lists as the admin is arranging them. When the vehicle's features change under them (a reload) the unsaved
 * moves are re-applied; after this admin's own save the board starts afresh from what the server answered (`resetTo`).
 */
const useFeatureBoard = (features: Features) => {
  const [state, setState] = useState(() => stateOf(features));
  const signature = JSON.stringify(features);
  let current = state;
  if (state.signature !== signature) {
    // Adjusting state while rendering (React's documented pattern for props that change).
    current = { signature, board: rebaseBoard(boardFromFeatures(features), state.board) };
    setState(current);
  }
  const update = useCallback(
    (change: (board: FeatureBoard) => FeatureBoard) => setState((s) => ({ ...s, board: change(s.board) })),
    [],
  );
  const resetTo = useCallback((next: Features) => setState(stateOf(next)), []);
  return { board: current.board, update, resetTo };
};

interface VehicleFeaturesProps {
  vehicle: Vehicle;
  onReload: () => void;
  /** Told whether there are moves not saved yet (the page then asks before it is left). */
  onUnsavedChange: (unsaved: boolean) => void;
}

/**
 * Spec §2/§4 features: the two lists, moves between them, "Save feature changes". Possible features being installed
 * go through the NADA dialogs first; those left without equipment revert to possible.
 */
export const VehicleFeatures = ({ vehicle, onReload, onUnsavedChange }: VehicleFeaturesProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { board, update, resetTo } = useFeatureBoard(vehicle.features);
  // Spec §8 text, not the server's message: the spec fixes the wording.
  const { save, saving, failure, clearFailure } = useVehicleSave(
    vehicle.stockid,
    async (body: FeaturesUpdateRequest) => (await dataProvider.saveVehicleFeatures(body)).vehicle,
    'app.notifications.features_updated',
  );
  const [nadaPending, setNadaPending] = useState<FeatureItem[] | null>(null);
  // The moved item's button disappears; focus goes to its neighbour so keyboard users keep their place.
  const focusAfterMove = useRef<number | null>(null);

  useEffect(() => {
    if (focusAfterMove.current === null) return;
    document.getElementById(moveButtonId(focusAfterMove.current))?.focus();
    focusAfterMove.current = null;
  });

  const move = (id: number, from: FeatureListName) => {
    const items = board[from];
    const index = items.findIndex((f) => f.id === id);
    focusAfterMove.current = (items[index + 1] ?? items[index - 1])?.id ?? id;
    clearFailure();
    update((current) => moveFeature(current, id, from === 'installed' ? 'possible' : 'installed'));
  };

  // PUT /v1/features; the lists start afresh from the server's answer.
  const submit = async (next: FeatureBoard) => {
    const answer = await save((version) => toFeaturesUpdateRequest(vehicle.stockid, next, version));
    if ('vehicle' in answer) resetTo(answer.vehicle.features);
  };

  const onSave = () => {
    const pending = pendingInstalls(board);
    if (pending.length > 0) setNadaPending(pending);
    else void submit(board);
  };

  const onNadaDone = (choices: NadaChoices) => {
    const { board: next } = applyNadaChoices(board, choices);
    update(() => next);
    setNadaPending(null);
    if (hasChanges(next)) void submit(next);
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
          {(['installed', 'possible'] as const).map((list) => (
            <FeatureList key={list} list={list} items={board[list]} onMove={move} disabled={saving} />
          ))}
        </Stack>
        <SaveFailureAlert failure={failure} clearFailure={clearFailure} onReload={onReload} sx={{ mt: 2 }} />
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={onSave}
            loading={saving}
            loadingPosition="start"
            disabled={changes === 0}
          >
            {translate('app.vehicle_detail.features.save')}
          </Button>
          <Button startIcon={<UndoIcon />} onClick={() => resetTo(vehicle.features)} disabled={changes === 0 || saving}>
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
