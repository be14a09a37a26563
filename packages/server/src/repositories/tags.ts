import type { Tag } from '@firm/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fold } from '../lib/text';
import { isoNow } from '../lib/time';

type Db = Kysely<Database>;

export async function listTags(db: Db): Promise<Tag[]> {
  return db.selectFrom('tags').select(['id', 'name']).orderBy('name_key').orderBy('id').execute();
}

/** Creates a category; undefined when one with the same name (case and accents aside) exists. */
export async function createTag(db: Db, name: string): Promise<Tag | undefined> {
  const key = fold(name);
  const existing = await db.selectFrom('tags').select('id').where('name_key', '=', key).executeTakeFirst();
  if (existing) return undefined;
  return db
    .insertInto('tags')
    .values({ name: name.trim(), name_key: key, created_at: isoNow() })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

/** Deleting a category unlinks it from its posts (cascade); the posts stay. False when there was none. */
export async function deleteTag(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom('tags').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Tag ids for names, in the given order, matching case- and accent-insensitively; missing ones are created. */
export async function findOrCreateTags(db: Db, names: string[]): Promise<number[]> {
  const wanted = new Map<string, string>();
  for (const n of names) {
    const key = fold(n);
    if (key && !wanted.has(key)) wanted.set(key, n.trim());
  }
  if (wanted.size === 0) return [];
  const keys = [...wanted.keys()];
  const existing = await db.selectFrom('tags').select(['id', 'name_key']).where('name_key', 'in', keys).execute();
  const found = new Set(existing.map((t) => t.name_key));
  const missing = keys.filter((k) => !found.has(k));
  if (missing.length > 0) {
    const now = isoNow();
    await db
      .insertInto('tags')
      .values(missing.map((k) => ({ name: wanted.get(k)!, name_key: k, created_at: now })))
      .onConflict((oc) => oc.column('name_key').doNothing())
      .execute();
  }
  const all = missing.length
    ? await db.selectFrom('tags').select(['id', 'name_key']).where('name_key', 'in', keys).execute()
    : existing;
  const byKey = new Map(all.map((t) => [t.name_key, t.id]));
  return keys.map((k) => byKey.get(k)!);
}
