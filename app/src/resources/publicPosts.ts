import { publicApiPaths } from '../api/publicApiPaths';
import { ApiError, type ApiClient } from '../api/client';
import type { Paginated, Post, PostSummary, Tag } from '@firm/contract';
import useSWR from 'swr';
import { useApi } from '../api/ApiProvider';
import { useServerFresh } from '../ssr/serverFresh';
import { getData } from './swr';

/** Public blog: landing teaser, one post by slug, public categories (the paginated list: blogPosts.ts). */

export const ALL_CATEGORIES = 'Todos';

export const publicPostKeys = {
  teaser: publicApiPaths.posts,
  tags: publicApiPaths.tags,
  post: (slug: string) => publicApiPaths.post(slug),
};

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
  return useSWR(publicPostKeys.teaser, () => fetchTeaser(api), useServerFresh(publicPostKeys.teaser));
}

export function usePublicPost(slug: string) {
  const api = useApi();
  const key = publicPostKeys.post(slug);
  return useSWR(key, () => fetchPublicPost(api, slug), useServerFresh(key));
}

export function usePublicTags() {
  const api = useApi();
  return useSWR(publicPostKeys.tags, () => fetchPublicTags(api), useServerFresh(publicPostKeys.tags));
}
