import type { Paginated, Post, PostSummary, SectionType, Tag } from '@firm/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, PostUpdate } from '../db/schema';
import { containsPattern, fold, readingTime, slugify } from '../lib/text';
import { isoNow } from '../lib/time';
import { deleteUnreferencedMedia, imageInfo, mediaUrl, storedImageHash } from './media';
import { listSections, refreshDerived } from './sections';
import { findOrCreateTags } from './tags';
import { toPublicPerson } from './users';

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------
// Reading

function postRows(db: Db) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .leftJoin('media', 'media.hash', 'posts.image_hash')
    .select([
      'posts.id',
      'posts.slug',
      'posts.title',
      'posts.image_hash',
      'posts.image_alt',
      'posts.published_at',
      'posts.reading_time',
      'posts.excerpt',
      'posts.user_id',
      'posts.created_at',
      'posts.updated_at',
      'users.name as author_name',
      'users.image_hash as author_image_hash',
      'users.title as author_title',
      'users.summary as author_summary',
      'users.oab as author_oab',
      'media.width as image_width',
      'media.height as image_height',
      'media.widths as image_widths',
    ]);
}
type PostJoinRow = Awaited<ReturnType<ReturnType<typeof postRows>['executeTakeFirstOrThrow']>>;

function toPostBase(row: PostJoinRow, tags: Tag[]): Omit<Post, 'sections'> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image_hash ? mediaUrl(row.image_hash) : null,
    image_alt: row.image_alt,
    image_info: imageInfo(row.image_hash, row.image_width, row.image_height, row.image_widths),
    tags,
    published_at: row.published_at,
    reading_time: row.reading_time,
    user: row.user_id,
    author: toPublicPerson({
      name: row.author_name,
      image_hash: row.author_image_hash,
      title: row.author_title,
      summary: row.author_summary,
      oab: row.author_oab,
    }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Tags of many posts in one query, in each post's order (the first is the category). */
async function tagsByPost(db: Db, postIds: number[]): Promise<Map<number, Tag[]>> {
  const map = new Map<number, Tag[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return map;
  const rows = await db
    .selectFrom('post_tags')
    .innerJoin('tags', 'tags.id', 'post_tags.tag_id')
    .select(['post_tags.post_id', 'tags.id', 'tags.name'])
    .where('post_tags.post_id', 'in', postIds)
    .orderBy('post_tags.post_id')
    .orderBy('post_tags.position')
    .execute();
  for (const r of rows) map.get(r.post_id)?.push({ id: r.id, name: r.name });
  return map;
}

async function assemblePost(db: Db, row: PostJoinRow | undefined): Promise<Post | undefined> {
  if (!row) return undefined;
  const tags = await tagsByPost(db, [row.id]);
  const sections = await listSections(db, row.id);
  return { ...toPostBase(row, tags.get(row.id) ?? []), sections };
}

/** A post by id (back office: scheduled posts included). Three queries. */
export async function findPostById(db: Db, id: number): Promise<Post | undefined> {
  return assemblePost(db, await postRows(db).where('posts.id', '=', id).executeTakeFirst());
}

/** A published post by any slug it ever had (old addresses keep working). Three queries. */
export async function findPublishedPostBySlug(db: Db, slug: string, now: string): Promise<Post | undefined> {
  const row = await postRows(db)
    .innerJoin('post_slugs', 'post_slugs.post_id', 'posts.id')
    .where('post_slugs.slug', '=', slug)
    .where('posts.published_at', '<=', now)
    .executeTakeFirst();
  return assemblePost(db, row);
}

/** Address and dates of every published post, newest first (the sitemap). One query. */
export async function listPublishedPostDates(
  db: Db,
  now: string,
): Promise<{ slug: string; published_at: string; updated_at: string }[]> {
  return db
    .selectFrom('posts')
    .select(['slug', 'published_at', 'updated_at'])
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type PostListFilter = {
  /** Public lists: only posts published at or before this instant. */
  publishedBefore?: string;
  /** Back office: title or category name contains the text. */
  search?: string;
  /** Public: title or text contains the text; title matches first. */
  text?: string;
  /** Public: has the category with this name. */
  tag?: string;
  page: number;
  pageSize: number;
};

const like = (column: string, pattern: string) => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;

function postFilter(f: PostListFilter): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [sql<SqlBool>`1 = 1`];
  if (f.publishedBefore !== undefined) parts.push(sql<SqlBool>`posts.published_at <= ${f.publishedBefore}`);
  if (f.search?.trim()) {
    const p = containsPattern(f.search);
    parts.push(sql<SqlBool>`(${like('posts.title_key', p)} or exists (
      select 1 from post_tags pt inner join tags t on t.id = pt.tag_id
      where pt.post_id = posts.id and ${like('t.name_key', p)}))`);
  }
  if (f.text?.trim()) {
    const p = containsPattern(f.text);
    parts.push(sql<SqlBool>`(${like('posts.title_key', p)} or ${like('posts.body_key', p)})`);
  }
  if (f.tag?.trim()) {
    parts.push(sql<SqlBool>`exists (
      select 1 from post_tags pt inner join tags t on t.id = pt.tag_id
      where pt.post_id = posts.id and t.name_key = ${fold(f.tag)})`);
  }
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A page of post rows, newest first. Always three queries, whatever the page size. */
export async function listPosts(db: Db, f: PostListFilter): Promise<Paginated<PostSummary>> {
  const where = postFilter(f);
  const countRow = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  let q = postRows(db).where(where);
  if (f.text?.trim()) {
    q = q.orderBy(sql`case when ${like('posts.title_key', containsPattern(f.text))} then 0 else 1 end`);
  }
  const rows = await q
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute();
  const tags = await tagsByPost(
    db,
    rows.map((r) => r.id),
  );
  return {
    count: Number(countRow.n),
    results: rows.map((r) => ({
      ...toPostBase(r, tags.get(r.id) ?? []),
      excerpt: r.excerpt,
      user_name: r.author_name,
    })),
  };
}

// ---------------------------------------------------------------------------
// Writing (always inside a transaction opened by the caller). A refusal is returned before
// anything is written; the route turns it into its HTTP answer.

export type SectionWrite = {
  id?: number | undefined;
  type: SectionType;
  content: string;
  order?: number | undefined;
  /** undefined: keep (existing section) / none (new); null: remove; string: an address this server gave out. */
  image?: string | null | undefined;
  image_alt?: string | undefined;
};

export type PostWrite = {
  title?: string | undefined;
  published_at?: string | undefined;
  tags?: { name: string }[] | undefined;
  sections?: SectionWrite[] | undefined;
  image_alt?: string | undefined;
  /** Hash of an image already stored in this transaction; null removes the main image. */
  imageHash?: string | null | undefined;
};

/** A slug not used now or before by another post: base, base-2, base-3… */
async function uniqueSlug(db: Db, title: string, postId?: number): Promise<string> {
  const base = slugify(title);
  const rows = await db
    .selectFrom('post_slugs')
    .select(['slug', 'post_id'])
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const taken = new Set(rows.filter((r) => r.post_id !== postId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Why a post write was refused. `index` is the section's place in the request's list. */
export type PostWriteRefusal =
  | { ok: false; reason: 'post-missing' }
  | { ok: false; reason: 'section-missing' | 'section-image-missing'; index: number };

type SectionsRefusal = Extract<PostWriteRefusal, { index: number }>;

async function setPostTags(db: Db, postId: number, names: string[]): Promise<void> {
  const ids = await findOrCreateTags(db, names);
  await db.deleteFrom('post_tags').where('post_id', '=', postId).execute();
  if (ids.length > 0) {
    await db
      .insertInto('post_tags')
      .values(ids.map((tagId, position) => ({ post_id: postId, tag_id: tagId, position })))
      .execute();
  }
}

type ExistingSection = { id: number; image_hash: string | null };
type PlannedSection = {
  id: number | undefined;
  values: { type: SectionType; content: string; position: number; image_hash: string | null; image_alt: string };
};

/**
 * Checks a post's new list of sections against the ones it has (sections named by id keep their
 * image) and orders it; writes nothing, so a refusal leaves the post as it was.
 */
async function planSections(
  db: Db,
  existing: ExistingSection[],
  input: SectionWrite[],
): Promise<{ ok: true; planned: PlannedSection[] } | SectionsRefusal> {
  const byId = new Map(existing.map((s) => [s.id, s]));
  const ordered = input
    .map((s, index) => ({ s, index }))
    .sort((a, b) => (a.s.order ?? a.index) - (b.s.order ?? b.index) || a.index - b.index);
  const named = new Set<number>();
  const planned: PlannedSection[] = [];
  for (const [position, { s, index }] of ordered.entries()) {
    let imageHash: string | null = null;
    if (s.id !== undefined) {
      const current = byId.get(s.id);
      if (!current || named.has(s.id)) return { ok: false, reason: 'section-missing', index };
      named.add(s.id);
      imageHash = current.image_hash;
    }
    if (s.image === null) imageHash = null;
    else if (typeof s.image === 'string' && s.image !== '') {
      const hash = await storedImageHash(db, s.image);
      if (!hash) return { ok: false, reason: 'section-image-missing', index };
      imageHash = hash;
    }
    planned.push({
      id: s.id,
      values: { type: s.type, content: s.content, position, image_hash: imageHash, image_alt: s.image_alt ?? '' },
    });
  }
  return { ok: true, planned };
}

/** Replaces a post's sections with the planned list; returns the images no section shows any more. */
async function writeSections(
  db: Db,
  postId: number,
  existing: ExistingSection[],
  planned: PlannedSection[],
): Promise<string[]> {
  const byId = new Map(existing.map((s) => [s.id, s]));
  const dropped: string[] = [];
  for (const { id, values } of planned) {
    const row = { post_id: postId, ...values };
    if (id === undefined) {
      await db.insertInto('sections').values(row).execute();
      continue;
    }
    const before = byId.get(id)!;
    if (before.image_hash && before.image_hash !== values.image_hash) dropped.push(before.image_hash);
    await db.updateTable('sections').set(row).where('id', '=', id).execute();
  }
  const kept = new Set(planned.map((p) => p.id));
  const removed = existing.filter((s) => !kept.has(s.id));
  if (removed.length > 0) {
    await db
      .deleteFrom('sections')
      .where(
        'id',
        'in',
        removed.map((s) => s.id),
      )
      .execute();
    for (const s of removed) if (s.image_hash) dropped.push(s.image_hash);
  }
  return dropped;
}

export async function createPost(
  db: Db,
  input: PostWrite & { title: string; published_at: string },
  userId: number,
): Promise<{ ok: true; id: number } | SectionsRefusal> {
  const sections = await planSections(db, [], input.sections ?? []);
  if (!sections.ok) return sections;
  const now = isoNow();
  const slug = await uniqueSlug(db, input.title);
  const { id } = await db
    .insertInto('posts')
    .values({
      slug,
      title: input.title,
      title_key: fold(input.title),
      body_key: '',
      excerpt: '',
      image_hash: input.imageHash ?? null,
      image_alt: input.image_alt ?? '',
      published_at: input.published_at,
      reading_time: readingTime([input.title]),
      user_id: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('post_slugs').values({ slug, post_id: id }).execute();
  await setPostTags(
    db,
    id,
    (input.tags ?? []).map((t) => t.name),
  );
  await writeSections(db, id, [], sections.planned);
  await refreshDerived(db, id);
  return { ok: true, id };
}

/** Updates a post; on success, the images deleted because nothing refers to them any more. */
export async function updatePost(
  db: Db,
  id: number,
  input: PostWrite,
): Promise<{ ok: true; deletedImages: string[] } | PostWriteRefusal> {
  const current = await db
    .selectFrom('posts')
    .select(['id', 'slug', 'title', 'image_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return { ok: false, reason: 'post-missing' };
  let sections: { existing: ExistingSection[]; planned: PlannedSection[] } | undefined;
  if (input.sections !== undefined) {
    const existing = await db.selectFrom('sections').select(['id', 'image_hash']).where('post_id', '=', id).execute();
    const plan = await planSections(db, existing, input.sections);
    if (!plan.ok) return plan;
    sections = { existing, planned: plan.planned };
  }
  const dropped: (string | null)[] = [];
  const patch: PostUpdate = { updated_at: isoNow() };
  if (input.title !== undefined && input.title !== current.title) {
    patch.title = input.title;
    patch.title_key = fold(input.title);
    const slug = await uniqueSlug(db, input.title, id);
    if (slug !== current.slug) {
      patch.slug = slug;
      await db
        .insertInto('post_slugs')
        .values({ slug, post_id: id })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
  }
  if (input.published_at !== undefined) patch.published_at = input.published_at;
  if (input.image_alt !== undefined) patch.image_alt = input.image_alt;
  if (input.imageHash !== undefined && input.imageHash !== current.image_hash) {
    patch.image_hash = input.imageHash;
    dropped.push(current.image_hash);
  }
  await db.updateTable('posts').set(patch).where('id', '=', id).execute();
  if (input.tags !== undefined)
    await setPostTags(
      db,
      id,
      input.tags.map((t) => t.name),
    );
  if (sections) dropped.push(...(await writeSections(db, id, sections.existing, sections.planned)));
  await refreshDerived(db, id);
  return { ok: true, deletedImages: await deleteUnreferencedMedia(db, dropped) };
}

/** Deletes a post; returns the images deleted with it, or undefined when there is no such post. */
export async function deletePost(db: Db, id: number): Promise<string[] | undefined> {
  const post = await db.selectFrom('posts').select('image_hash').where('id', '=', id).executeTakeFirst();
  if (!post) return undefined;
  const sectionImages = await db.selectFrom('sections').select('image_hash').where('post_id', '=', id).execute();
  await db.deleteFrom('posts').where('id', '=', id).execute();
  return deleteUnreferencedMedia(db, [post.image_hash, ...sectionImages.map((s) => s.image_hash)]);
}
