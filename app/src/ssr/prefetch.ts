import type { PrefetchedData, PublicPage } from '@firm/contract';
import { blogListKeys } from '../resources/blogPosts';
import { publicPostKeys } from '../resources/publicPosts';
import { teamKey } from '../resources/team';

/** What the server should fetch for a page (keys of the SSR contract's PrefetchedData, in @firm/contract). */
export function dataNeeds(page: PublicPage): (keyof PrefetchedData)[] {
  switch (page.page) {
    case 'home':
      return ['posts', 'team'];
    case 'blog':
      return ['blogPages', 'tags'];
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
    // The list the address asks for (?category=…&q=…&page=N): its pages, as useSWRInfinite holds them.
    const { category = null, q = '' } = page.blog ?? {};
    if (data.blogPages) fallback[blogListKeys.list({ category, title: q })] = data.blogPages;
    if (data.tags) fallback[publicPostKeys.tags] = data.tags;
  }
  if (page.page === 'blogPost' && data.post !== undefined) {
    fallback[publicPostKeys.post(page.slug)] = data.post;
  }
  return fallback;
}
