import { apiPaths as contractPaths } from '@firm/contract';
import { publicApiPaths, query } from './publicApiPaths';

/**
 * The API endpoints of spec §7 the back office calls, with the visitors' (publicApiPaths.ts,
 * which visitors' pages import alone). The paths themselves come from @firm/contract (the server
 * registers the same patterns); the query strings are built here so SWR keys and requests agree.
 */
export const apiPaths = {
  user: {
    token: contractPaths.token(),
    logout: contractPaths.logout(),
    me: contractPaths.me(),
    designSystemSession: contractPaths.designSystemSession(),
    create: contractPaths.userCreate(),
    list: contractPaths.users(),
    team: publicApiPaths.team,
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
  public: publicApiPaths,
} as const;
