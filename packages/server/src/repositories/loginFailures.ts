import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow, isoPlus } from '../lib/time';

type Db = Kysely<Database>;

/**
 * Failed logins live in the database, so the throttle holds across every instance that
 * shares it. Counted per (e-mail, address) pair — a stranger elsewhere cannot lock a known
 * e-mail out — and per address, with a higher bound.
 */
export async function countRecentFailures(
  db: Db,
  emailKey: string,
  address: string,
  windowMinutes: number,
): Promise<{ pair: number; address: number }> {
  const since = isoPlus(-windowMinutes * 60 * 1000);
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('email_key', '=', emailKey).then(1).else(0).end()).as('pair'),
    ])
    .where('address', '=', address)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { pair: Number(row.pair ?? 0), address: Number(row.total) };
}

export async function recordFailure(db: Db, emailKey: string, address: string, windowMinutes: number): Promise<void> {
  await db.insertInto('login_failures').values({ email_key: emailKey, address, created_at: isoNow() }).execute();
  // Old rows are useless: drop them as we go (indexed on created_at).
  await db
    .deleteFrom('login_failures')
    .where('created_at', '<', isoPlus(-windowMinutes * 60 * 1000 * 2))
    .execute();
}

export async function clearFailures(db: Db, emailKey: string, address: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email_key', '=', emailKey).where('address', '=', address).execute();
}
