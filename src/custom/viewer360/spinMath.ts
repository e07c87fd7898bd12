import { displayHeight, type ImageSize as Size } from '../pins/pinGeometry.ts';

/** Pure geometry of the spin viewer: frame/row stepping on drag and natural → display scaling. */

export interface SpinPosition {
  row: number;
  frame: number;
}

/** Pixels of horizontal drag per frame, and of vertical drag per row. */
const SENSITIVITY = { pxPerFrame: 12, pxPerRow: 40 };

/** Frames wrap around (it is a full turn); rows stop at the lowest and highest elevation. */
export const stepPosition = (
  position: SpinPosition,
  frames: number,
  rows: number,
  shape: { rowCount: number; perRow: number },
): SpinPosition => {
  const { rowCount, perRow } = shape;
  if (rowCount === 0 || perRow === 0) return position;
  const frame = (((position.frame + frames) % perRow) + perRow) % perRow;
  const row = Math.min(rowCount - 1, Math.max(0, position.row + rows));
  return { row, frame };
};

/**
 * Pointer travel since `anchor` as whole frame and row steps, with the new anchor (the remainder carries over).
 * Dragging left turns the car clockwise seen from above (next frame), dragging down shows it from higher up.
 */
export const dragSteps = (
  anchor: { x: number; y: number },
  pointer: { x: number; y: number },
  { pxPerFrame, pxPerRow } = SENSITIVITY,
): { frames: number; rows: number; anchor: { x: number; y: number } } => {
  const dx = pointer.x - anchor.x;
  const dy = pointer.y - anchor.y;
  const columns = Math.trunc(dx / pxPerFrame);
  const rows = Math.trunc(dy / pxPerRow);
  return {
    frames: columns === 0 ? 0 : -columns,
    rows,
    anchor: { x: anchor.x + columns * pxPerFrame, y: anchor.y + rows * pxPerRow },
  };
};

/** A point in the frame's natural pixels, where it shows on the frame drawn at `display` size. */
export const toDisplay = (point: { x: number; y: number }, natural: Size, display: Size): { x: number; y: number } => {
  if (natural.width <= 0 || natural.height <= 0) return { x: 0, y: 0 };
  return { x: (point.x * display.width) / natural.width, y: (point.y * display.height) / natural.height };
};

/** The display size of a frame drawn `width` wide, keeping its aspect ratio. */
export const fitWidth = (natural: Size, width: number): Size =>
  natural.width > 0 ? { width, height: displayHeight(natural, width) } : { width, height: 0 };
