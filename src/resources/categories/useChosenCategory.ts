import { useStore } from 'react-admin';
import type { CategoryCount } from '../../../contract/content/categoryCounts.ts';

/** What the screen gives each panel: the vehicle counts by category name, and its alert (spec §8). */
export interface CategoryPanelProps {
  counts: Map<string, CategoryCount>;
  onError: (message: string) => void;
}

/** The category a panel shows, kept across visits (react-admin's store); a stored name no longer listed falls back to the first. */
export const useChosenCategory = (storeKey: string, names: readonly [string, ...string[]]) => {
  const [chosen, setChosen] = useStore<string>(storeKey, names[0]);
  const category = names.includes(chosen) ? chosen : names[0];
  return [category, setChosen] as const;
};
