import {
  BLOG_MAX_PAGES,
  postLimits,
  responses,
  type AppPage,
  type Paginated,
  type PostSummary,
  type PrefetchedData,
} from '@firm/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Dependency } from '../cache/dependencies';
import type { Database } from '../db/schema';
import { ok } from '../lib/http';
import { categories, publishedPost, publishedPosts, team, type Read } from '../public/reads';

/**
 * The data a page asks for (the app's `dataNeeds`), read with the public JSON routes' own reads
 * (public/reads.ts) — no HTTP round trip to ourselves — and encoded through the same contract
 * schemas the API answers with. So the JSON embedded in the page is exactly what the browser's
 * SWR would have fetched: hydration starts from identical data, and no field the API hides can
 * leak into a page. Returns what the data was made from, for the response cache.
 */
type ApiAnswerSchema = z.ZodType<{ success: true; message: string; data: unknown }>;
const asApi = (schema: ApiAnswerSchema, read: Read<unknown>): Read<unknown> => ({
  data: (z.encode(schema, ok(read.data)) as { data: unknown }).data,
  dependencies: read.dependencies,
});

const fetchers: Record<
  keyof PrefetchedData,
  (db: Kysely<Database>, page: AppPage, now: string) => Promise<Read<unknown>>
> = {
  // The teaser: the first page of GET /api/post/public-posts/ (no filters).
  posts: async (db, _page, now) =>
    asApi(responses.postPage, await publishedPosts(db, { page: 1, pageSize: postLimits.publicPageSize }, now)),
  blogPages,
  team: async (db) => asApi(responses.team, await team(db)),
  tags: async (db) => asApi(responses.tags, await categories(db)),
  // null, not missing: the page then renders its "not found" state and answers 404.
  post: async (db, page, now) => {
    const read = page.slug ? await publishedPost(db, page.slug, now) : undefined;
    return read?.data ? asApi(responses.post, read) : { data: null, dependencies: [] };
  },
};

/**
 * /blog?page=N: pages 1..N of the filtered list in one query (one page of N×9 posts), cut into
 * the pages SWR's infinite list holds. N is at most BLOG_MAX_PAGES (parseBlogQuery), and only the
 * pages that exist come back (at least one, empty when nothing matches).
 */
async function blogPages(db: Kysely<Database>, page: AppPage, now: string): Promise<Read<unknown>> {
  const { page: wanted, category, q } = page.blog ?? { page: 1, category: null, q: '' };
  const size = postLimits.publicPageSize;
  const pages = Math.min(Math.max(wanted, 1), BLOG_MAX_PAGES);
  const query = { page: 1, pageSize: size * pages, tag: category ?? undefined, text: q || undefined };
  const read = asApi(responses.postPage, await publishedPosts(db, query, now));
  const { results, count } = read.data as Paginated<PostSummary>;
  const cut = Array.from({ length: Math.max(1, Math.ceil(results.length / size)) }, (_, i) => ({
    results: results.slice(i * size, (i + 1) * size),
    count,
  }));
  return { data: cut, dependencies: read.dependencies };
}

const isKnownNeed = (need: string): need is keyof PrefetchedData => Object.hasOwn(fetchers, need);

export async function prefetch(
  db: Kysely<Database>,
  page: AppPage,
  needs: readonly string[],
  now: string,
): Promise<{ data: PrefetchedData; dependencies: Dependency[] }> {
  const known = needs.filter(isKnownNeed);
  const reads = await Promise.all(known.map((need) => fetchers[need](db, page, now)));
  return {
    data: Object.fromEntries(known.map((need, i) => [need, reads[i]!.data])) as PrefetchedData,
    dependencies: reads.flatMap((read) => read.dependencies),
  };
}
