import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/database';
import type { Database } from '../db/schema';
import { isoNow, isoPlus } from '../lib/time';

type Db = Kysely<Database>;

export type LoginLimits = { maxFailures: number; maxFailuresPerAddress: number; windowMinutes: number };

/*
 * Failed logins live in the database, so the throttle holds across every instance that
 * shares it. Counted per (e-mail, address) pair — a stranger elsewhere cannot lock a known
 * e-mail out — and per address, with a higher bound.
 */

/**
 * Admits one login attempt, or refuses it when the pair or the address has reached its bound.
 * An admitted attempt is recorded as a failure before the password is checked (a success
 * clears it with `clearFailures`), and counting and recording happen in one transaction that
 * holds a lock on the address — which both counts are scoped to — so parallel attempts, on
 * one instance or several, can never evaluate more passwords than the limit: SQLite takes the
 * write lock first (BEGIN IMMEDIATE), PostgreSQL an advisory lock on the address that the
 * transaction releases. (A process that dies mid-check leaves its attempt counted: it fails safe.)
 */
export async function admitAttempt(
  db: Db,
  engine: Engine,
  emailKey: string,
  address: string,
  limits: LoginLimits,
): Promise<boolean> {
  return db.connection().execute(async (conn) => {
    await sql.raw(engine === 'sqlite' ? 'begin immediate' : 'begin').execute(conn);
    try {
      if (engine === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`login:${address}`}, 0))`.execute(conn);
      }
      const since = isoPlus(-limits.windowMinutes * 60 * 1000);
      const row = await conn
        .selectFrom('login_failures')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('email_key', '=', emailKey).then(1).else(0).end()).as('pair'),
        ])
        .where('address', '=', address)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      const admitted = Number(row.pair ?? 0) < limits.maxFailures && Number(row.total) < limits.maxFailuresPerAddress;
      if (admitted) {
        await conn
          .insertInto('login_failures')
          .values({ email_key: emailKey, address, created_at: isoNow() })
          .execute();
        // Old rows are useless: drop them as we go (indexed on created_at).
        await conn
          .deleteFrom('login_failures')
          .where('created_at', '<', isoPlus(-limits.windowMinutes * 60 * 1000 * 2))
          .execute();
      }
      await sql`commit`.execute(conn);
      return admitted;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

export async function clearFailures(db: Db, emailKey: string, address: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email_key', '=', emailKey).where('address', '=', address).execute();
}
