import { windowState, type WindowState } from '../../../../contract/content/index.ts';

/** What a row's status chip says: hidden items are off whatever their window; visible ones by their window. */
export type WindowStatus = 'hidden' | WindowState;

export interface WindowedItem {
  visible?: boolean;
  publishFrom?: string | null;
  publishUntil?: string | null;
}

/** The public API's own rule (contract windowState) at `now`, after the publish flag. */
export const windowStatusOf = (item: WindowedItem, now: number): WindowStatus =>
  item.visible === true ? windowState(item, now) : 'hidden';
