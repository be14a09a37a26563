/*
 * Zod-free, and apart from paths.ts on purpose: these are the only API paths the visitors' pages
 * call, and a module shared with the back office would travel with every visitor's bundle.
 */

export const publicApiRoutes = {
  team: '/api/user/list/',
  publicPosts: '/api/post/public-posts/',
  publicPost: '/api/post/public-posts/:slug/',
  publicTags: '/api/post/public-post-tags/',
} as const;

/** A route pattern with its `:params` filled in. */
export const fill = (pattern: string, params: Record<string, string | number>) =>
  pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));

export const publicApiPaths = {
  team: () => publicApiRoutes.team,
  publicPosts: () => publicApiRoutes.publicPosts,
  publicPost: (slug: string) => fill(publicApiRoutes.publicPost, { slug }),
  publicTags: () => publicApiRoutes.publicTags,
} as const;
