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
  /** The blog list with its filters and page count; defaults left out, so each list has one address. */
  blogList: ({ page = 1, category = null, q = '' }: Partial<BlogListQuery>) => {
    const query = Object.entries({ category, q, page: page > 1 ? String(page) : '' })
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
      .join('&');
    return query ? `/blog?${query}` : '/blog';
  },
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

/** Pages of 'Carregar mais' a /blog address may ask for at once (?page=N, 9 posts a page). */
export const BLOG_MAX_PAGES = 50;

/** The /blog list an address shows: `?category=…&q=…&page=N` (what the filter form submits). */
export interface BlogListQuery {
  /** Pages 1..page of the list, accumulated (what 'Carregar mais' shows with script). */
  page: number;
  /** A category name; null (or 'Todos') for every category. */
  category: string | null;
  /** Title search. */
  q: string;
}

/**
 * The query of a /blog address, normalised: a page that is not a whole number ≥ 1 is 1, more
 * than BLOG_MAX_PAGES is BLOG_MAX_PAGES; an empty or 'Todos' category is none; texts trimmed.
 */
export function parseBlogQuery(search: string): BlogListQuery {
  // The first value of each name, as URLSearchParams.get reads it ('+' is a space in a form's query).
  const params: Record<string, string> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => safeDecode(part.replace(/\+/g, ' ')));
    params[name] ??= value;
  }
  const pageText = params.page ?? '';
  const page = /^\d{1,9}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), BLOG_MAX_PAGES) : 1;
  const category = params.category?.trim() ?? '';
  return { page, category: category && category !== 'Todos' ? category : null, q: params.q?.trim() ?? '' };
}

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
  | { page: 'blog'; blog?: BlogListQuery }
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

/**
 * Which page a pathname shows (the server's status code and data needs depend on it); for
 * /blog, `search` (the address's query) says which list.
 */
export function matchPage(pathname: string, search = ''): PublicPage {
  // A trailing slash is tolerated the way react-router tolerates it.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === pagePaths.home) return { page: 'home' };
  if (path === pagePaths.blog) return { page: 'blog', blog: parseBlogQuery(search) };
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
