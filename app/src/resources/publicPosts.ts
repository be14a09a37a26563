import { apiPaths } from '../api/apiPaths';
import { ApiError, type ApiClient } from '../api/client';
import type { Paginated, Post, PostSummary, Tag } from '@firm/contract';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { useApi } from '../api/ApiProvider';
import { getData } from './swr';

/** Public blog: landing teaser, paginated blog list, one post by slug, public categories. */

export const ALL_CATEGORIES = 'Todos';

export interface BlogQuery {
  /** null (or 'Todos') lists every category. */
  category: string | null;
  title: string;
}

export const publicPostKeys = {
  teaser: apiPaths.public.posts,
  tags: apiPaths.public.tags,
  post: (slug: string) => apiPaths.public.post(slug),
  /** useSWRInfinite's page key: page n (1-based) of a filtered list; null stops paging. */
  page:
    (query: BlogQuery) =>
    (index: number, previous: Paginated<PostSummary> | null): string | null => {
      if (previous && (previous.results.length === 0 || loadedCount(previous, index) >= previous.count)) return null;
      const tag = query.category && query.category !== ALL_CATEGORIES ? query.category : null;
      return apiPaths.public.postsPage({ page: index + 1, tag, title: query.title });
    },
  /** The cache key of a whole blog list (what the server prefills for /blog). */
  list: (query: BlogQuery) => unstable_serialize(publicPostKeys.page(query)),
};

// The server pages by its own size (§9: "not shown"), so "everything loaded" is judged on counts.
function loadedCount(previous: Paginated<PostSummary>, index: number): number {
  return previous.results.length * index;
}

/** §8: a malformed list is an error ('Erro ao carregar publicações'), not an empty page. */
export function assertPaginated<T>(value: unknown): Paginated<T> {
  const page = value as Paginated<T> | null;
  if (!page || !Array.isArray(page.results) || typeof page.count !== 'number') {
    throw new Error('Malformed post list');
  }
  return page;
}

export const fetchPostsPage = async (api: ApiClient, path: string) =>
  assertPaginated<PostSummary>(await getData(api, path));

/** The landing teaser reads data.results (§7). */
export const fetchTeaser = async (api: ApiClient): Promise<PostSummary[]> =>
  (await fetchPostsPage(api, publicPostKeys.teaser)).results;

/** A post, or null when there is none (unknown or unpublished slug: a 404, not an error). */
export async function fetchPublicPost(api: ApiClient, slug: string): Promise<Post | null> {
  try {
    return (await getData<Post | null>(api, publicPostKeys.post(slug))) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The public categories (names). The blog screen puts 'Todos' first itself and
 * treats a failure as "only 'Todos'" (§8), so errors are left to the hook.
 */
export async function fetchPublicTags(api: ApiClient): Promise<Pick<Tag, 'name'>[]> {
  const tags = await getData<Pick<Tag, 'name'>[]>(api, publicPostKeys.tags);
  return (Array.isArray(tags) ? tags : []).filter((tag) => tag.name && tag.name !== ALL_CATEGORIES);
}

export function useTeaserPosts() {
  const api = useApi();
  return useSWR(publicPostKeys.teaser, () => fetchTeaser(api));
}

export function usePublicPost(slug: string) {
  const api = useApi();
  return useSWR(publicPostKeys.post(slug), () => fetchPublicPost(api, slug));
}

export function usePublicTags() {
  const api = useApi();
  return useSWR(publicPostKeys.tags, () => fetchPublicTags(api));
}

/**
 * Blog list with "load more": pages append; a new query starts again at page 1 (§4).
 * The page count is kept here, per query: SWR alone would bring back the count last
 * loaded for a query seen before (all its pages), not page 1.
 */
export function useBlogPosts(query: BlogQuery) {
  const api = useApi();
  const swr = useSWRInfinite(publicPostKeys.page(query), (path: string) => fetchPostsPage(api, path), {
    revalidateFirstPage: false,
  });
  const queryKey = publicPostKeys.list(query);
  const [wanted, setWanted] = useState({ queryKey, pages: 1 });
  // A new query forgets the old count at once (React's "adjust state while rendering").
  if (wanted.queryKey !== queryKey) setWanted({ queryKey, pages: 1 });
  const pageCount = wanted.queryKey === queryKey ? wanted.pages : 1;
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
  const isLoadingMore = isLoading || (pages.length < pageCount && !swr.error);
  return {
    posts,
    count,
    error: swr.error as unknown,
    isLoading,
    isLoadingMore,
    /** §4: load-more shows while loaded < total and nothing is loading. */
    hasMore: posts.length < count && !isLoadingMore,
    loadMore: () => {
      setWanted({ queryKey, pages: pageCount + 1 });
      void setSize(pageCount + 1);
    },
    retry: () => void swr.mutate(),
  };
}
