import { limits, type PostSection, type SectionType } from '@firm/contract';
import type { Kysely } from 'kysely';
import type { Database, SectionUpdate } from '../db/schema';
import { excerpt, fold, readingTime } from '../lib/text';
import { isoNow } from '../lib/time';
import { deleteUnreferencedMedia, imageInfo, mediaUrl } from './media';

// A post's sections: their rows, the ones managed one by one (§7 post-sections calls), and what
// the post derives from them. posts.ts imports this file, never the other way round.

type Db = Kysely<Database>;

function sectionRows(db: Db) {
  return db
    .selectFrom('sections')
    .leftJoin('media', 'media.hash', 'sections.image_hash')
    .select([
      'sections.id',
      'sections.post_id',
      'sections.type',
      'sections.content',
      'sections.position',
      'sections.image_hash',
      'sections.image_alt',
      'media.width as image_width',
      'media.height as image_height',
      'media.widths as image_widths',
    ]);
}
type SectionJoinRow = Awaited<ReturnType<ReturnType<typeof sectionRows>['executeTakeFirstOrThrow']>>;

export function toSection(row: SectionJoinRow): PostSection {
  return {
    id: row.id,
    post: row.post_id,
    type: row.type as SectionType,
    content: row.content,
    order: row.position,
    image: row.image_hash ? mediaUrl(row.image_hash) : null,
    image_alt: row.image_alt,
    image_info: imageInfo(row.image_hash, row.image_width, row.image_height, row.image_widths),
  };
}

export async function listSections(db: Db, postId: number): Promise<PostSection[]> {
  const rows = await sectionRows(db)
    .where('sections.post_id', '=', postId)
    .orderBy('sections.position')
    .orderBy('sections.id')
    .execute();
  return rows.map(toSection);
}

export async function findSection(db: Db, id: number): Promise<PostSection | undefined> {
  const row = await sectionRows(db).where('sections.id', '=', id).executeTakeFirst();
  return row ? toSection(row) : undefined;
}

/** Whether the post a section names exists (here rather than in posts.ts: no import cycle). */
export async function postExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('posts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Recomputes what a post derives from its text: reading time, search key, excerpt. */
export async function refreshDerived(db: Db, postId: number): Promise<void> {
  const post = await db.selectFrom('posts').select('title').where('id', '=', postId).executeTakeFirst();
  if (!post) return;
  const sections = await db
    .selectFrom('sections')
    .select(['type', 'content'])
    .where('post_id', '=', postId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const texts = sections.filter((s) => s.type !== 'image').map((s) => s.content);
  await db
    .updateTable('posts')
    .set({
      reading_time: readingTime([post.title, ...texts]),
      body_key: fold(texts.join(' ')),
      excerpt: excerpt(sections, limits.excerptLength),
      updated_at: isoNow(),
    })
    .where('id', '=', postId)
    .execute();
}

// ---------------------------------------------------------------------------
// Sections managed one by one (always inside a transaction opened by the caller). A refusal is
// returned before anything is written.

/** Adds a section; undefined when the post does not exist. */
export async function insertSection(
  db: Db,
  s: {
    post: number;
    type: SectionType;
    content: string;
    order?: number | undefined;
    image_alt?: string | undefined;
    imageHash?: string | undefined;
  },
): Promise<number | undefined> {
  if (!(await postExists(db, s.post))) return undefined;
  let position = s.order;
  if (position === undefined) {
    const row = await db
      .selectFrom('sections')
      .select((eb) => eb.fn.max<number>('position').as('max'))
      .where('post_id', '=', s.post)
      .executeTakeFirst();
    position = row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }
  const { id } = await db
    .insertInto('sections')
    .values({
      post_id: s.post,
      type: s.type,
      content: s.content,
      position,
      image_hash: s.imageHash ?? null,
      image_alt: s.image_alt ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshDerived(db, s.post);
  return id;
}

/** What a section's change touched: the posts it belongs (or belonged) to, the images deleted. */
export type SectionChange = { posts: number[]; deletedImages: string[] };

export type SectionUpdateResult =
  { ok: true; change: SectionChange } | { ok: false; reason: 'section-missing' | 'post-missing' };

export async function updateSection(
  db: Db,
  id: number,
  s: {
    post?: number | undefined;
    type?: SectionType | undefined;
    content?: string | undefined;
    order?: number | undefined;
    image_alt?: string | undefined;
    imageHash?: string | undefined;
  },
): Promise<SectionUpdateResult> {
  const current = await db
    .selectFrom('sections')
    .select(['post_id', 'image_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return { ok: false, reason: 'section-missing' };
  const movedTo = s.post !== undefined && s.post !== current.post_id ? s.post : undefined;
  if (movedTo !== undefined && !(await postExists(db, movedTo))) return { ok: false, reason: 'post-missing' };
  const patch: SectionUpdate = {};
  if (s.post !== undefined) patch.post_id = s.post;
  if (s.type !== undefined) patch.type = s.type;
  if (s.content !== undefined) patch.content = s.content;
  if (s.order !== undefined) patch.position = s.order;
  if (s.image_alt !== undefined) patch.image_alt = s.image_alt;
  if (s.imageHash !== undefined) patch.image_hash = s.imageHash;
  if (Object.keys(patch).length > 0) await db.updateTable('sections').set(patch).where('id', '=', id).execute();
  const posts = movedTo !== undefined ? [current.post_id, movedTo] : [current.post_id];
  for (const post of posts) await refreshDerived(db, post);
  const deletedImages =
    s.imageHash !== undefined && current.image_hash !== s.imageHash
      ? await deleteUnreferencedMedia(db, [current.image_hash])
      : [];
  return { ok: true, change: { posts, deletedImages } };
}

/** Deletes a section; undefined when it does not exist. */
export async function deleteSection(db: Db, id: number): Promise<SectionChange | undefined> {
  const current = await db
    .selectFrom('sections')
    .select(['post_id', 'image_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return undefined;
  await db.deleteFrom('sections').where('id', '=', id).execute();
  await refreshDerived(db, current.post_id);
  return { posts: [current.post_id], deletedImages: await deleteUnreferencedMedia(db, [current.image_hash]) };
}
