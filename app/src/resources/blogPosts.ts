import type { Paginated, PostSummary } from '@firm/contract';
import { useEffect, useState } from 'react';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { publicApiPaths } from '../api/publicApiPaths';
import { useApi } from '../api/ApiProvider';
import { useServerFresh } from '../ssr/serverFresh';
import { ALL_CATEGORIES, fetchPostsPage } from './publicPosts';

/**
 * The paginated blog list (/blog). Apart from publicPosts.ts so that swr/infinite, which only
 * this list uses, travels with the blog page's code instead of every public page's.
 */

export interface BlogQuery {
  /** null (or 'Todos') lists every category. */
  category: string | null;
  title: string;
}

export const blogListKeys = {
  /** useSWRInfinite's page key: page n (1-based) of a filtered list; null stops paging. */
  page:
    (query: BlogQuery) =>
    (index: number, previous: Paginated<PostSummary> | null): string | null => {
      if (previous && (previous.results.length === 0 || loadedCount(previous, index) >= previous.count)) return null;
      const tag = query.category && query.category !== ALL_CATEGORIES ? query.category : null;
      return publicApiPaths.postsPage({ page: index + 1, tag, title: query.title });
    },
  /** The cache key of a whole blog list (what the server prefills for /blog). */
  list: (query: BlogQuery) => unstable_serialize(blogListKeys.page(query)),
};

// The server pages by its own size (§9: "not shown"), so "everything loaded" is judged on counts.
function loadedCount(previous: Paginated<PostSummary>, index: number): number {
  return previous.results.length * index;
}

/**
 * Blog list with "load more": pages append; a new query starts again at page 1 (§4).
 * The page count is kept here, per query: SWR alone would bring back the count last
 * loaded for a query seen before (all its pages), not page 1. The first query starts with
 * `initialPages` (the address's ?page=N, which the server rendered).
 */
export function useBlogPosts(query: BlogQuery, initialPages = 1) {
  const api = useApi();
  const queryKey = blogListKeys.list(query);
  const [wanted, setWanted] = useState({ queryKey, pages: initialPages });
  // A new query forgets the old count at once (React's "adjust state while rendering").
  if (wanted.queryKey !== queryKey) setWanted({ queryKey, pages: 1 });
  const pageCount = wanted.queryKey === queryKey ? wanted.pages : 1;
  const swr = useSWRInfinite(blogListKeys.page(query), (path: string) => fetchPostsPage(api, path), {
    revalidateFirstPage: false,
    // SWR's size of a query it has not seen yet: as many pages as wanted, none to take back.
    initialSize: pageCount,
    ...useServerFresh(queryKey),
  });
  const { size, setSize } = swr;
  useEffect(() => {
    if (size !== pageCount) void setSize(pageCount);
  }, [size, setSize, pageCount]);

  const pages = (swr.data ?? []).slice(0, pageCount);
  const posts = pages.flatMap((page) => page.results);
  const count = pages[0]?.count ?? 0;
  // Derived from the data, not swr.isLoading: that one reads true during the server render even
  // with prefilled data, and the browser's first render must match the server's.
  const isLoading = swr.data === undefined && !swr.error;
  // An address may ask for more pages than there are (?page=50): the list then simply ends.
  const complete = pages.length > 0 && posts.length >= count;
  const isLoadingMore = isLoading || (pages.length < pageCount && !complete && !swr.error);
  return {
    posts,
    count,
    error: swr.error as unknown,
    isLoading,
    isLoadingMore,
    /** §4: load-more shows while loaded < total and nothing is loading. */
    hasMore: posts.length < count && !isLoadingMore,
    /** Pages shown; 'Carregar mais' asks for one more. */
    pageCount: pages.length,
    loadMore: () => {
      setWanted({ queryKey, pages: pages.length + 1 });
      void setSize(pages.length + 1);
    },
    retry: () => void swr.mutate(),
  };
}
