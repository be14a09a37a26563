import type { Tag } from '@firm/contract';
import useSWR, { useSWRConfig } from 'swr';
import { apiPaths } from '../api/apiPaths';
import { useApi } from '../api/ApiProvider';
import { unwrap, type ApiClient } from '../api/client';
import { getData, type Mutate } from './swr';

/** Post categories (tags) of the back office: list, create, delete. (On a list failure the editor offers §7's fallback list itself.) */

export const tagsKey = apiPaths.post.tags;

export const fetchTags = (api: ApiClient) => getData<Tag[]>(api, tagsKey);

export async function createTag(api: ApiClient, mutate: Mutate, name: string): Promise<Tag> {
  const tag = unwrap(await api.post<Tag>(tagsKey, { name: name.trim() }));
  await mutate<Tag[]>(tagsKey, (tags) => [...(tags ?? []).filter((t) => t.id !== tag.id), tag], { revalidate: false });
  return tag;
}

export async function deleteTag(api: ApiClient, mutate: Mutate, id: number): Promise<void> {
  unwrap(await api.delete(apiPaths.post.tag(id)));
  await mutate<Tag[]>(tagsKey, (tags) => (tags ?? []).filter((t) => t.id !== id), { revalidate: false });
}

export function useTags() {
  const api = useApi();
  return useSWR(tagsKey, () => fetchTags(api));
}

export function useTagMutations() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return {
    create: (name: string) => createTag(api, mutate, name),
    remove: (id: number) => deleteTag(api, mutate, id),
  };
}
