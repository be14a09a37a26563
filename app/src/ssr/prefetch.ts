import type { Paginated, Post, PostSummary, Tag, TeamMember } from '@firm/contract';
import type { PublicPage } from '../paths';
import { blogListKeys } from '../resources/blogPosts';
import { publicPostKeys } from '../resources/publicPosts';
import { teamKey } from '../resources/team';

/**
 * The data the server passes to render a public page, in the API's own shapes
 * (what the matching GET would return inside `data`). Each field is optional:
 * a page renders its loading state for what is missing and the browser fetches it.
 */
export interface PrefetchedData {
  /** '/' and '/blog': the first page of GET /api/post/public-posts/ (no filters). */
  posts?: Paginated<PostSummary>;
  /** '/': GET /api/user/list/ data. */
  team?: TeamMember[];
  /** '/blog': GET /api/post/public-post-tags/ data. */
  tags?: Pick<Tag, 'name'>[];
  /** '/blog/:slug': the published post, or null when the slug is unknown or not published (→ 404). */
  post?: Post | null;
}

/** What the server should fetch for a page (the keys of PrefetchedData). */
export function dataNeeds(page: PublicPage): (keyof PrefetchedData)[] {
  switch (page.page) {
    case 'home':
      return ['posts', 'team'];
    case 'blog':
      return ['posts', 'tags'];
    case 'blogPost':
      return ['post'];
    default:
      return [];
  }
}

/**
 * The SWR cache entries the page's hooks will read, built from the prefetched
 * data with the same keys and the same shapes as the hooks' fetchers, so the
 * browser's first render equals the server's (no hydration mismatch).
 */
export function swrFallback(page: PublicPage, data: PrefetchedData): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  if (page.page === 'home') {
    if (data.posts) fallback[publicPostKeys.teaser] = data.posts.results;
    if (data.team) fallback[teamKey] = data.team;
  }
  if (page.page === 'blog') {
    if (data.posts) fallback[blogListKeys.list({ category: null, title: '' })] = [data.posts];
    if (data.tags) fallback[publicPostKeys.tags] = data.tags;
  }
  if (page.page === 'blogPost' && data.post !== undefined) {
    fallback[publicPostKeys.post(page.slug)] = data.post;
  }
  return fallback;
}
