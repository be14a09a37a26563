import type { Paginated, Post, PostSummary, PublicPerson, Tag } from '@firm/contract';
import type { Kysely } from 'kysely';
import { dependsOn, type Dependency } from '../cache/dependencies';
import type { Database } from '../db/schema';
import { findPublishedPostBySlug, listPosts } from '../repositories/posts';
import { listTags } from '../repositories/tags';
import { listTeam, toPublicPerson } from '../repositories/users';

/**
 * What visitors read, in one place: the public JSON routes (routes/public.ts, the team in
 * routes/users.ts) and the data of server-rendered pages (pages/prefetch.ts) call these, so a
 * page and the API never disagree. Each read returns what it shows and what that was made from
 * (cache/dependencies.ts): the response cache keeps an answer until one of those changes.
 * Only posts whose publication time has come (`now`): a future date schedules a post.
 */
type Db = Kysely<Database>;
export type Read<T> = { data: T; dependencies: Dependency[] };

/** A post's author and categories show wherever the post does. */
const shownWith = (post: Pick<Post, 'id' | 'user' | 'tags'>): Dependency[] => [
  dependsOn.person(post.user),
  ...post.tags.map((tag) => dependsOn.category(tag.id)),
];

export type PublishedPostsQuery = {
  text?: string | undefined;
  tag?: string | undefined;
  page: number;
  pageSize: number;
};

export async function publishedPosts(
  db: Db,
  query: PublishedPostsQuery,
  now: string,
): Promise<Read<Paginated<PostSummary>>> {
  const data = await listPosts(db, { publishedBefore: now, ...query });
  return { data, dependencies: [dependsOn.postLists, ...data.results.flatMap(shownWith)] };
}

/** A published post by any slug it ever had (the caller redirects an old one to `data.slug`). */
export async function publishedPost(db: Db, slug: string, now: string): Promise<Read<Post | undefined>> {
  const data = await findPublishedPostBySlug(db, slug, now);
  return { data, dependencies: data ? [dependsOn.post(data.id), ...shownWith(data)] : [dependsOn.postLists] };
}

export async function team(db: Db): Promise<Read<PublicPerson[]>> {
  return { data: (await listTeam(db)).map(toPublicPerson), dependencies: [dependsOn.team] };
}

export async function categories(db: Db): Promise<Read<Tag[]>> {
  return { data: await listTags(db), dependencies: [dependsOn.categories] };
}
