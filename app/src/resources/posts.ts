import type { Paginated, Post, PostSummary } from '@firm/contract';
import { limits } from '@firm/contract';
import useSWR, { useSWRConfig } from 'swr';
import { apiPaths } from '../api/apiPaths';
import { useApi } from '../api/ApiProvider';
import { unwrap, type ApiClient } from '../api/client';
import { assertPaginated } from './publicPosts';
import { getData, keysUnder, type Mutate } from './swr';

/** Back-office posts: the paginated list, one post for the editor, delete. */

export const postKeys = {
  list: (page: number, search: string) =>
    apiPaths.post.list({ page, search, pageSize: limits.backofficePostsPageSize }),
  item: (id: number) => apiPaths.post.item(id),
};

export const fetchPostList = async (api: ApiClient, path: string) =>
  assertPaginated<PostSummary>(await getData(api, path));

export const fetchPost = (api: ApiClient, id: number) => getData<Post>(api, postKeys.item(id));

/** §9: 'Próxima' is disabled when page * 6 >= count. */
export const hasNextPage = (page: number, count: number) => page * limits.backofficePostsPageSize < count;

export function removeFromPage<T extends { id: number }>(page: Paginated<T> | undefined, id: number) {
  if (!page) return page;
  const results = page.results.filter((row) => row.id !== id);
  return { results, count: page.count - (page.results.length - results.length) };
}

/** Deletes a post; its row leaves every cached list at once, then lists revalidate. */
export async function deletePost(api: ApiClient, mutate: Mutate, id: number): Promise<void> {
  unwrap(await api.delete(apiPaths.post.item(id)));
  await mutate<Paginated<PostSummary>>(keysUnder(apiPaths.post.listPrefix), (page) => removeFromPage(page, id), {
    revalidate: true,
  });
  await mutate(postKeys.item(id), undefined, { revalidate: false });
  await revalidatePublicPosts(mutate);
}

/** After a save: every post list, the post itself, and the public pages' caches. */
export async function revalidatePosts(mutate: Mutate, id?: number): Promise<void> {
  await mutate(keysUnder(apiPaths.post.listPrefix));
  if (id !== undefined) await mutate(postKeys.item(id));
  await revalidatePublicPosts(mutate);
}

// Public list keys live under public-posts/ (and swr/infinite's serialised keys contain them).
const revalidatePublicPosts = (mutate: Mutate) =>
  mutate((key: unknown) => typeof key === 'string' && key.includes('/api/post/public-posts/'));

export function usePostList(page: number, search: string) {
  const api = useApi();
  return useSWR(postKeys.list(page, search), (path: string) => fetchPostList(api, path), { keepPreviousData: true });
}

export function usePost(id: number | null) {
  const api = useApi();
  // The editor loads once; a refetch on focus must not replace what is being typed.
  return useSWR(id === null ? null : postKeys.item(id), () => fetchPost(api, id as number), {
    revalidateOnFocus: false,
  });
}

export function usePostMutations() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return {
    remove: (id: number) => deletePost(api, mutate, id),
    revalidate: (id?: number) => revalidatePosts(mutate, id),
  };
}
