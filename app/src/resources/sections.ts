import type { PostSection, SectionType } from '@firm/contract';
import useSWR from 'swr';
import { apiPaths } from '../api/apiPaths';
import { useApi } from '../api/ApiProvider';
import { unwrap, type ApiClient } from '../api/client';
import { getData } from './swr';

/**
 * Post sections one by one (§7 /api/post/post-sections/). The editor saves
 * sections with the post itself (see savePost); these calls exist for finer edits.
 */

export const sectionsKey = (postId: number) => apiPaths.post.sections(postId);

export interface SectionFields {
  post: number;
  type: SectionType;
  content: string;
  order: number;
  image?: Blob | null;
}

function sectionForm(fields: Partial<SectionFields>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

export const fetchSections = (api: ApiClient, postId: number) => getData<PostSection[]>(api, sectionsKey(postId));

export const createSection = async (api: ApiClient, fields: SectionFields) =>
  unwrap(await api.post<PostSection>(apiPaths.post.sectionCollection, sectionForm(fields)));

export const updateSection = async (api: ApiClient, id: number, fields: Partial<SectionFields>) =>
  unwrap(await api.patch<PostSection>(apiPaths.post.section(id), sectionForm(fields)));

export const deleteSection = async (api: ApiClient, id: number) => {
  unwrap(await api.delete(apiPaths.post.section(id)));
};

export const uploadSectionImage = async (
  api: ApiClient,
  id: number,
  file: Blob,
  onProgress?: (percent: number) => void,
) => unwrap(await api.upload<PostSection>(apiPaths.post.sectionUploadImage(id), file, { onProgress }));

export function useSections(postId: number | null) {
  const api = useApi();
  return useSWR(postId === null ? null : sectionsKey(postId), () => fetchSections(api, postId as number));
}
