/**
 * Every page address of the app, in one place: links and redirects use these
 * builders so nobody concatenates a URL by hand.
 */
export const paths = {
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

/** Route patterns for react-router (the `:param` form of the builders above). */
export const routePatterns = {
  home: paths.home,
  blog: paths.blog,
  blogPost: '/blog/:slug',
  privacy: paths.privacy,
  login: paths.login,
  posts: paths.posts,
  postsAdd: paths.postsAdd,
  postsEdit: '/posts/edit/:id',
  users: paths.users,
  usersAdd: paths.usersAdd,
  usersMe: paths.usersMe,
  usersEdit: '/users/edit/:id',
} as const;

/** The public pages the server renders; everything else is back office or 404. */
export type PublicPage =
  | { page: 'home' }
  | { page: 'blog' }
  | { page: 'blogPost'; slug: string }
  | { page: 'privacy' }
  | { page: 'backoffice' }
  | { page: 'notFound' };

const backofficePatterns = [
  /^\/login$/,
  /^\/posts$/,
  /^\/posts\/add$/,
  /^\/posts\/edit\/[^/]+$/,
  /^\/users$/,
  /^\/users\/add$/,
  /^\/users\/me$/,
  /^\/users\/edit\/[^/]+$/,
];

/** Which page a pathname shows (the server's status code and data needs depend on it). */
export function matchPage(pathname: string): PublicPage {
  // A trailing slash is tolerated the way react-router tolerates it.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) return { page: 'home' };
  if (path === paths.blog) return { page: 'blog' };
  if (path === paths.privacy) return { page: 'privacy' };
  const post = /^\/blog\/([^/]+)$/.exec(path);
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
