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
  /** The blog's RSS 2.0 feed and the crawler files, served by the server itself. */
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

/** The back-office routes: rendered in the browser (the server sends the shell), never indexed. */
const backofficeRoutes = [
  pageRoutes.login,
  pageRoutes.posts,
  pageRoutes.postsAdd,
  pageRoutes.postsEdit,
  pageRoutes.users,
  pageRoutes.usersAdd,
  pageRoutes.usersMe,
  pageRoutes.usersEdit,
] as const;

/** Where crawlers need not go: the back office (noindex pages too) and the API. */
export const crawlerDisallowed = [pagePaths.login, pagePaths.posts, pagePaths.users, '/api/'] as const;

/** The pages the server renders; everything else is back office or 404. */
export type PublicPage =
  | { page: 'home' }
  | { page: 'blog' }
  | { page: 'blogPost'; slug: string }
  | { page: 'privacy' }
  | { page: 'backoffice' }
  | { page: 'notFound' };

// Built from the route table (marked pure: a bundle that only needs the builders drops them).
const patternToRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}$`);
const backofficePatterns = /* @__PURE__ */ backofficeRoutes.map(patternToRegExp);
const blogPostPattern = /* @__PURE__ */ patternToRegExp(pageRoutes.blogPost);

/** Which page a pathname shows (the server's status code and data needs depend on it). */
export function matchPage(pathname: string): PublicPage {
  // A trailing slash is tolerated the way react-router tolerates it.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === pagePaths.home) return { page: 'home' };
  if (path === pagePaths.blog) return { page: 'blog' };
  if (path === pagePaths.privacy) return { page: 'privacy' };
  const post = blogPostPattern.exec(path);
  if (post?.[1]) return { page: 'blogPost', slug: safeDecode(post[1]) };
  if (backofficePatterns.some((pattern) => pattern.test(path))) return { page: 'backoffice' };
  return { page: 'notFound' };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
