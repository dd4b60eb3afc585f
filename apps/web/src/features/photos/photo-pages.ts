import type { PublicLocale } from "@jugendclub/api/locales";
import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import type { trpc as browserTrpc } from "../../trpc.js";

/** Photos per page of a category's grid. */
export const PAGE_SIZE = 24;

/**
 * A category's photos a page at a time, as the grid and the photos route's loader both ask for
 * them (one cache entry): the server renders the first page, so the grid is there without scripts.
 * Each page is fetched through the tRPC options of photos.list, on the server straight from the
 * API's router, in the browser over HTTP; that query's own cache entry is dropped at once, so the
 * page's embedded data holds the photos once.
 */
export function photoPagesOptions(
  trpc: typeof browserTrpc,
  queryClient: QueryClient,
  categoryId: number,
  lang: PublicLocale,
) {
  return infiniteQueryOptions({
    queryKey: ["photos", categoryId, lang],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const page = trpc.photos.list.queryOptions({ categoryId, limit: PAGE_SIZE, offset: pageParam, lang });
      try {
        return await queryClient.fetchQuery(page);
      } finally {
        queryClient.removeQueries({ queryKey: page.queryKey, exact: true });
      }
    },
    getNextPageParam: (last, all) => (last.length === PAGE_SIZE ? all.length * PAGE_SIZE : undefined),
  });
}
