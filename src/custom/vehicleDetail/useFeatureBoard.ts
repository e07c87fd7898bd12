import { useCallback, useState } from 'react';
import type { VehicleFeatures } from '../../../contract/index.ts';
import { boardFromFeatures, rebaseBoard, type FeatureBoard } from './featureMoves.ts';

interface BoardState {
  /** The vehicle features the board was built from, to notice when they change. */
  signature: string;
  board: FeatureBoard;
}

const stateOf = (features: VehicleFeatures): BoardState => ({
  signature: JSON.stringify(features),
  board: boardFromFeatures(features),
});

/**
 * The two lists as the admin is arranging them. When the vehicle's features change under
 * them (a reload) the unsaved moves are re-applied; after this admin's own save the board
 * starts afresh from what the server answered (`resetTo`).
 */
export const useFeatureBoard = (features: VehicleFeatures) => {
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
  const resetTo = useCallback((next: VehicleFeatures) => setState(stateOf(next)), []);
  return { board: current.board, update, resetTo };
};
