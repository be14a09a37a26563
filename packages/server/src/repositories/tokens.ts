import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { isoNow, isoPlus } from '../lib/time';

type Db = Kysely<Database>;

/** Only a hash of a token is stored: a copy of the database gives no working token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token for a user, stored as `hashOf(token)`, valid for `ttlMs`. */
async function storeNewToken(db: Db, userId: number, ttlMs: number, hashOf: (token: string) => string) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('tokens')
    .values({ user_id: userId, token_hash: hashOf(token), created_at: isoNow(), expires_at: isoPlus(ttlMs) })
    .execute();
  return token;
}

/** The active, not deleted user a live token with this hash belongs to (one query). */
function liveUserByHash(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .where('tokens.token_hash', '=', tokenHash)
    .where('tokens.expires_at', '>', isoNow())
    .where('users.is_active', '=', 1)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function issueToken(db: Db, userId: number, ttlDays: number): Promise<string> {
  return storeNewToken(db, userId, ttlDays * 24 * 60 * 60 * 1000, hashToken);
}

/** The active, not deleted user a live token belongs to (one query). */
export function findUserByToken(db: Db, token: string): Promise<UserRow | undefined> {
  return liveUserByHash(db, hashToken(token));
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('tokens').where('token_hash', '=', hashToken(token)).execute();
}

export async function revokeUserTokens(db: Db, userId: number, exceptToken?: string): Promise<void> {
  let q = db.deleteFrom('tokens').where('user_id', '=', userId);
  if (exceptToken) q = q.where('token_hash', '!=', hashToken(exceptToken));
  await q.execute();
}

/**
 * Design-system sessions (the /design-system/ cookie) live in the tokens table, so every instance
 * knows them and revoking a user's tokens ends them too. Their hash is taken with a prefix: the
 * cookie's value is never a working API token, nor an API token a cookie.
 */
const designSystemHash = (value: string) => hashToken(`design-system:${value}`);

export function issueDesignSystemSession(db: Db, userId: number, ttlMs: number): Promise<string> {
  return storeNewToken(db, userId, ttlMs, designSystemHash);
}

/** Whether a design-system session is live and its user still active (one query). */
export async function isDesignSystemSession(db: Db, value: string): Promise<boolean> {
  return (await liveUserByHash(db, designSystemHash(value))) !== undefined;
}
