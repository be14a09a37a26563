import { apiPaths as contractPaths } from '@firm/contract';

/**
 * The API endpoints of spec §7. The paths themselves come from @firm/contract
 * (the server registers the same patterns); this module adds what the contract
 * leaves to callers: the query strings, built here so SWR keys and requests agree.
 */
const query = (params: Record<string, string | number | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const apiPaths = {
  user: {
    token: contractPaths.token(),
    logout: contractPaths.logout(),
    me: contractPaths.me(),
    create: contractPaths.userCreate(),
    list: contractPaths.users(),
    team: contractPaths.team(),
    detail: (userId: number) => contractPaths.userDetail(userId),
    update: (userId: number) => contractPaths.userUpdate(userId),
    remove: (userId: number) => contractPaths.userDelete(userId),
  },
  post: {
    collection: contractPaths.posts(),
    /** Back-office list (§7): `search` omitted when empty. */
    list: ({ page, search = '', pageSize }: { page: number; search?: string; pageSize: number }) =>
      `${contractPaths.posts()}${query({ page, page_size: pageSize, search: search.trim() })}`,
    /** Every cached back-office list key starts with this. */
    listPrefix: `${contractPaths.posts()}?`,
    item: (postId: number) => contractPaths.post(postId),
    uploadImage: (postId: number) => contractPaths.postUploadImage(postId),
    sectionUploadImage: (sectionId: number) => contractPaths.sectionUploadImage(sectionId),
    tags: contractPaths.tags(),
    tag: (tagId: number) => contractPaths.tag(tagId),
  },
  public: {
    /** Landing teaser: the first page, no filters. */
    posts: contractPaths.publicPosts(),
    /** Blog list (§7): `tags` omitted for 'Todos', `title` omitted when empty. */
    postsPage: ({ page, tag, title = '' }: { page: number; tag: string | null; title?: string }) =>
      `${contractPaths.publicPosts()}${query({ page, tags: tag, title: title.trim() })}`,
    post: (slug: string) => contractPaths.publicPost(slug),
    tags: contractPaths.publicTags(),
  },
} as const;
