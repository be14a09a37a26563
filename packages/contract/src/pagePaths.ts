/*
 * Zod-free on purpose, like paths.ts: every visitor's bundle imports these builders.
 */

/**
 * Every page address of the site, in one place: the app's router and links, the screens' links
 * (packages/ui), the server's sitemap, feed and robots.txt all use these builders, so nobody
 * concatenates a URL by hand.
 */
export const pagePaths = {
  home: '/',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  privacy: '/privacidade',
  login: '/login',
  posts: '/posts',
  postsAdd: '/posts/add',
  postsEdit: (id: number | string) => `/posts/edit/${encodeURIComponent(String(id))}`,
  users: '/users',
  usersAdd: '/users/add',
  usersMe: '/users/me',
  usersEdit: (id: number | string) => `/users/edit/${encodeURIComponent(String(id))}`,
} as const;

/** What the server itself serves to crawlers and feed readers (apart, so visitors' bundles leave it out). */
export const crawlerPaths = {
  feed: '/blog/rss.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

/** Route patterns for react-router (the `:param` form of the builders above). */
export const pageRoutes = {
  home: pagePaths.home,
  blog: pagePaths.blog,
  blogPost: '/blog/:slug',
  privacy: pagePaths.privacy,
  login: pagePaths.login,
  posts: pagePaths.posts,
  postsAdd: pagePaths.postsAdd,
  postsEdit: '/posts/edit/:id',
  users: pagePaths.users,
  usersAdd: pagePaths.usersAdd,
  usersMe: pagePaths.usersMe,
  usersEdit: '/users/edit/:id',
} as const;

/** Where crawlers need not go: the back office (noindex pages too) and the API. */
export function crawlerDisallowed(): string[] {
  return [pagePaths.login, pagePaths.posts, pagePaths.users, '/api/'];
}

/** The pages the server renders; everything else is back office or 404. */
export type PublicPage =
  | { page: 'home' }
  | { page: 'blog' }
  | { page: 'blogPost'; slug: string }
  | { page: 'privacy' }
  | { page: 'backoffice' }
  | { page: 'notFound' };

/**
 * The back-office routes of `pageRoutes` (login, posts, posts/add, posts/edit/:id, users,
 * users/add, users/me, users/edit/:id) as one literal: smaller in every visitor's bundle than
 * building it from the table, and pagePaths.test.ts checks each builder against it.
 */
const backofficePattern = /^\/(?:login|posts(?:\/add|\/edit\/[^/]+)?|users(?:\/add|\/me|\/edit\/[^/]+)?)$/;

/** Which page a pathname shows (the server's status code and data needs depend on it). */
export function matchPage(pathname: string): PublicPage {
  // A trailing slash is tolerated the way react-router tolerates it.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === pagePaths.home) return { page: 'home' };
  if (path === pagePaths.blog) return { page: 'blog' };
  if (path === pagePaths.privacy) return { page: 'privacy' };
  const post = /^\/blog\/([^/]+)$/.exec(path);
  if (post?.[1]) return { page: 'blogPost', slug: safeDecode(post[1]) };
  if (backofficePattern.test(path)) return { page: 'backoffice' };
  return { page: 'notFound' };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
