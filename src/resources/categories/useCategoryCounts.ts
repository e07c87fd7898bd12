import { useQuery } from '@tanstack/react-query';
import type { CategoryCount } from '../../../contract/content/categoryCounts.ts';
import { categoryApi, categoryKeys } from './categoryApi.ts';

/** `GET /v1/category-counts`, by category name; read again when the screen comes back into view. */
export const useCategoryCounts = () => {
  const query = useQuery({ queryKey: categoryKeys.counts, queryFn: categoryApi.counts });
  const byName = (list: CategoryCount[] | undefined) => new Map((list ?? []).map((c) => [c.category, c]));
  return {
    rideshare: byName(query.data?.rideshare),
    lifestyle: byName(query.data?.lifestyle),
    error: query.error,
  };
};
