import { publicApiPaths as contractPaths } from '@firm/contract';

/**
 * The API endpoints visitors' pages call (spec §7), apart from the back office's (apiPaths.ts)
 * so that every visitor's bundle carries only these. The paths come from @firm/contract; the
 * query strings are built here so SWR keys and requests agree.
 */
export const query = (params: Record<string, string | number | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const publicApiPaths = {
  team: contractPaths.team(),
  /** Landing teaser: the first page, no filters. */
  posts: contractPaths.publicPosts(),
  /** Blog list (§7): `tags` omitted for 'Todos', `title` omitted when empty. */
  postsPage: ({ page, tag, title = '' }: { page: number; tag: string | null; title?: string }) =>
    `${contractPaths.publicPosts()}${query({ page, tags: tag, title: title.trim() })}`,
  post: (slug: string) => contractPaths.publicPost(slug),
  tags: contractPaths.publicTags(),
} as const;
