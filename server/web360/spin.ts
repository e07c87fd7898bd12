import { SPIN_ANGLES, type DmsSpin } from '../../contract/dms.ts';

export type SpinRow = DmsSpin['rows'][number];

/**
 * The spin rows as the viewer shows them: 20°, 45°, 60° in that order, rows without frames left out. A hotspot's
 * `rowIndex` indexes this list (it is also the `spin` of GET /v1/web360/vehicles/{id}), whatever order the DMS
 * sent its rows in.
 */
export function viewerRows(spin: DmsSpin | null | undefined): SpinRow[] {
  const rows = (spin?.rows ?? []).filter((r) => r.frames.length > 0);
  return SPIN_ANGLES.flatMap((angle) => rows.filter((r) => r.angle === angle));
}

/** The frame a placement refers to, or undefined when that row or frame does not exist. */
export function frameAt(rows: SpinRow[], rowIndex: number, imageIndex: number): string | undefined {
  return rows[rowIndex]?.frames[imageIndex];
}
