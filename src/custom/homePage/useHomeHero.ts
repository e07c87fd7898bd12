import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import { z } from 'zod';
import { hero } from '../../../contract/content/index.ts';
import { http } from '../../dataProvider/http.ts';

/** The hero item the home page edits, and whether the public site shows it now. */
export type HomeHero = { id: string; published: boolean } | null;

const primaryAnswer = z.object({ id: z.string() });

/**
 * The hero promo of the home page = the hero the public site shows first (GET /v1/hero/primary: the first visible
 * hero in its publish window, in display order). When none is published (404), the first hero item, so that it
 * can be filled and published here; `null` when there is no hero item at all.
 *
 * Chosen once per visit (no refetch, dropped when the page goes): unticking Visible and saving must not swap the
 * form for another hero under the admin's hands. The form's status chip says what the public site does now.
 */
export const useHomeHero = () => {
  const dataProvider = useDataProvider();
  return useQuery<HomeHero>({
    queryKey: ['homePage', 'hero'],
    queryFn: async ({ signal }) => {
      try {
        const { json } = await http(`/v1${hero.endpoints.primary?.path ?? `${hero.path}/primary`}`, primaryAnswer, {
          signal,
        });
        return { id: json.id, published: true };
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 404) throw error;
      }
      const { data } = await dataProvider.getList(hero.name, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'position', order: 'ASC' },
        filter: {},
        signal,
      });
      const first = data[0];
      return first ? { id: String(first.id), published: false } : null;
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
};
