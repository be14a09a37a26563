import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { isoNow, isoPlus } from '../lib/time';

type Db = Kysely<Database>;

/** Only a hash of a token is stored: a copy of the database gives no working token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, ttlDays: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: isoNow(),
      expires_at: isoPlus(ttlDays * 24 * 60 * 60 * 1000),
    })
    .execute();
  return token;
}

/** The active, not deleted user a live token belongs to (one query). */
export function findUserByToken(db: Db, token: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .where('tokens.token_hash', '=', hashToken(token))
    .where('tokens.expires_at', '>', isoNow())
    .where('users.is_active', '=', 1)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('tokens').where('token_hash', '=', hashToken(token)).execute();
}

export async function revokeUserTokens(db: Db, userId: number, exceptToken?: string): Promise<void> {
  let q = db.deleteFrom('tokens').where('user_id', '=', userId);
  if (exceptToken) q = q.where('token_hash', '!=', hashToken(exceptToken));
  await q.execute();
}
