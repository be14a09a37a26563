import type { PublicPerson, User } from '@firm/contract';
import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow, UserUpdate } from '../db/schema';
import { fold } from '../lib/text';
import { isoNow } from '../lib/time';
import { mediaUrl } from './media';

type Db = Kysely<Database>;

export const emailKey = (email: string) => fold(email);

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    title: row.title,
    summary: row.summary,
    oab: row.oab,
    is_lawyer: row.is_lawyer === 1,
    is_staff: row.is_staff === 1,
    is_active: row.is_active === 1,
    image: row.image_hash ? mediaUrl(row.image_hash) : null,
  };
}

export function toPublicPerson(row: Pick<UserRow, 'name' | 'image_hash' | 'title' | 'summary' | 'oab'>): PublicPerson {
  return {
    name: row.name,
    image: row.image_hash ? mediaUrl(row.image_hash) : null,
    title: row.title,
    summary: row.summary,
    oab: row.oab,
  };
}

const live = (db: Db) => db.selectFrom('users').selectAll().where('deleted_at', 'is', null);

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return live(db).where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return live(db).where('email_key', '=', emailKey(email)).executeTakeFirst();
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return live(db).orderBy('name').orderBy('id').execute();
}

/** The public team: active lawyers only. */
export function listTeam(db: Db): Promise<UserRow[]> {
  return live(db).where('is_lawyer', '=', 1).where('is_active', '=', 1).orderBy('name').orderBy('id').execute();
}

export async function insertUser(
  db: Db,
  values: Omit<NewUser, 'email_key' | 'created_at' | 'updated_at'>,
): Promise<number> {
  const now = isoNow();
  const row = await db
    .insertInto('users')
    .values({ ...values, email_key: emailKey(values.email), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, patch: Omit<UserUpdate, 'id' | 'email_key'>): Promise<void> {
  const values: UserUpdate = { ...patch, updated_at: isoNow() };
  if (patch.email !== undefined) values.email_key = emailKey(patch.email);
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/**
 * Deleting a user keeps the row (their posts stay published under their name) but frees
 * the e-mail, deactivates it, hides it everywhere and revokes every token.
 */
export async function softDeleteUser(db: Db, id: number): Promise<void> {
  const now = isoNow();
  await db
    .updateTable('users')
    .set({ deleted_at: now, updated_at: now, email_key: null, is_active: 0, is_staff: 0, is_lawyer: 0 })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('tokens').where('user_id', '=', id).execute();
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .where('is_staff', '=', 1)
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
