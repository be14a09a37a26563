/*
 * Zod-free on purpose, like publicPaths.ts: with `"sideEffects": false` in package.json nothing
 * that builds a schema follows these builders into the app's bundles.
 */
import { fill, publicApiPaths, publicApiRoutes } from './publicPaths';

/**
 * The API's paths (§7, trailing slashes included) as route patterns, and builders that
 * fill them: the visitors' (publicPaths.ts) and the back office's. The server registers the
 * patterns; clients and tests use the builders, so nobody concatenates a URL by hand.
 */
export const apiRoutes = {
  ...publicApiRoutes,
  token: '/api/user/token/',
  logout: '/api/user/logout/',
  me: '/api/user/me/',
  designSystemSession: '/api/user/design-system-session/',
  users: '/api/user/',
  userCreate: '/api/user/create/',
  userDetail: '/api/user/:id/detail/',
  userUpdate: '/api/user/:id/',
  userDelete: '/api/user/:id/delete/',
  posts: '/api/post/posts/',
  post: '/api/post/posts/:id/',
  postUploadImage: '/api/post/posts/:id/upload-image/',
  sections: '/api/post/post-sections/',
  section: '/api/post/post-sections/:id/',
  sectionUploadImage: '/api/post/post-sections/:id/upload-image/',
  tags: '/api/post/post-tags/',
  tag: '/api/post/post-tags/:id/',
  openapi: '/api/docs/openapi.json',
} as const;
export type ApiRoute = keyof typeof apiRoutes;

export const apiPaths = {
  ...publicApiPaths,
  token: () => apiRoutes.token,
  logout: () => apiRoutes.logout,
  me: () => apiRoutes.me,
  designSystemSession: () => apiRoutes.designSystemSession,
  users: () => apiRoutes.users,
  userCreate: () => apiRoutes.userCreate,
  userDetail: (id: number) => fill(apiRoutes.userDetail, { id }),
  userUpdate: (id: number) => fill(apiRoutes.userUpdate, { id }),
  userDelete: (id: number) => fill(apiRoutes.userDelete, { id }),
  posts: () => apiRoutes.posts,
  post: (id: number) => fill(apiRoutes.post, { id }),
  postUploadImage: (id: number) => fill(apiRoutes.postUploadImage, { id }),
  sections: () => apiRoutes.sections,
  section: (id: number) => fill(apiRoutes.section, { id }),
  sectionUploadImage: (id: number) => fill(apiRoutes.sectionUploadImage, { id }),
  tags: () => apiRoutes.tags,
  tag: (id: number) => fill(apiRoutes.tag, { id }),
  openapi: () => apiRoutes.openapi,
} as const;

/** The static Storybook the server serves to staff (not a page of the app: the server answers it). */
export const designSystemPath = '/design-system/';
