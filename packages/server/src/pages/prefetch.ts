import { postLimits, responses } from '@firm/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Dependency } from '../cache/dependencies';
import type { Database } from '../db/schema';
import { ok } from '../lib/http';
import { categories, publishedPost, publishedPosts, team, type Read } from '../public/reads';
import type { AppPage, PrefetchedData } from '@firm/contract';

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
  // The teaser and the first page of the blog list: GET /api/post/public-posts/ (no filters).
  posts: async (db, _page, now) =>
    asApi(responses.postPage, await publishedPosts(db, { page: 1, pageSize: postLimits.publicPageSize }, now)),
  team: async (db) => asApi(responses.team, await team(db)),
  tags: async (db) => asApi(responses.tags, await categories(db)),
  // null, not missing: the page then renders its "not found" state and answers 404.
  post: async (db, page, now) => {
    const read = page.slug ? await publishedPost(db, page.slug, now) : undefined;
    return read?.data ? asApi(responses.post, read) : { data: null, dependencies: [] };
  },
};

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
