import { postLimits, responses } from '@firm/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { ok } from '../lib/http';
import { findPublishedPostBySlug, listPosts } from '../repositories/posts';
import { listTags } from '../repositories/tags';
import { listTeam, toPublicPerson } from '../repositories/users';
import type { AppPage, PrefetchedData } from './appEntry';

/**
 * The data a page asks for (the app's `dataNeeds`), read straight from the repositories — no
 * HTTP round trip to ourselves — and encoded through the same contract schemas the API answers
 * with. So the JSON embedded in the page is exactly what the browser's SWR would have fetched:
 * hydration starts from identical data, and no field the API hides can leak into a page.
 */
type ApiAnswerSchema = z.ZodType<{ success: true; message: string; data: unknown }>;
const asApi = (schema: ApiAnswerSchema, data: unknown): unknown =>
  (z.encode(schema, ok(data)) as { data: unknown }).data;

const fetchers: Record<keyof PrefetchedData, (db: Kysely<Database>, page: AppPage, now: string) => Promise<unknown>> = {
  // The teaser and the first page of the blog list: GET /api/post/public-posts/ (no filters).
  posts: async (db, _page, now) =>
    asApi(
      responses.postPage,
      await listPosts(db, { publishedBefore: now, page: 1, pageSize: postLimits.publicPageSize }),
    ),
  team: async (db) => asApi(responses.team, (await listTeam(db)).map(toPublicPerson)),
  tags: async (db) => asApi(responses.tags, await listTags(db)),
  // null, not missing: the page then renders its "not found" state and answers 404.
  post: async (db, page, now) => {
    const post = page.slug ? await findPublishedPostBySlug(db, page.slug, now) : undefined;
    return post ? asApi(responses.post, post) : null;
  },
};

const isKnownNeed = (need: string): need is keyof PrefetchedData => Object.hasOwn(fetchers, need);

export async function prefetch(
  db: Kysely<Database>,
  page: AppPage,
  needs: readonly string[],
  now: string,
): Promise<PrefetchedData> {
  const known = needs.filter(isKnownNeed);
  const values = await Promise.all(known.map((need) => fetchers[need](db, page, now)));
  return Object.fromEntries(known.map((need, i) => [need, values[i]])) as PrefetchedData;
}
