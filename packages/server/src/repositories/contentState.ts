import { sql, type Kysely } from 'kysely';
import type { Dependency } from '../cache/dependencies';
import type { ContentState } from '../cache/responseCache';
import type { Database } from '../db/schema';
import { isoNow } from '../lib/time';

type Db = Kysely<Database>;

/** How many changes the log keeps: an instance further behind than this drops everything. */
export const CHANGES_KEPT = 1_000;

/**
 * Counts a write that visitors can see and logs what it changed; called last inside its
 * transaction (plugins/database.ts). The counter's row lock orders concurrent writers, so
 * versions commit in order and without gaps: a reader that sees version n has every change up
 * to n in the log.
 */
export async function recordChange(db: Db, dependencies: readonly Dependency[], origin: string): Promise<number> {
  const { n } = await db
    .updateTable('content_version')
    .set((eb) => ({ n: eb('n', '+', 1) }))
    .where('id', '=', 1)
    .returning('n')
    .executeTakeFirstOrThrow();
  const version = Number(n);
  await db
    .insertInto('content_changes')
    .values({ version, dependencies: dependencies.join(' '), origin, created_at: isoNow() })
    .execute();
  await db
    .deleteFrom('content_changes')
    .where('version', '<=', version - CHANGES_KEPT)
    .execute();
  return version;
}

/**
 * The write counter and the earliest publication time still to come, in one statement; when
 * the counter moved past `since`, what other processes than `origin` changed meanwhile.
 */
export async function readContentState(
  db: Db,
  now: string,
  since: number | undefined,
  origin: string,
): Promise<ContentState> {
  const { rows } = await sql<{ version: number | string | null; next: string | null }>`
    select (select n from content_version where id = 1) as version,
           (select min(published_at) from posts where published_at > ${now}) as next`.execute(db);
  const row = rows[0];
  const version = Number(row?.version ?? 0);
  const state: ContentState = { version, nextPublication: row?.next ?? null };
  if (since === undefined || version <= since) return state;
  const log = await db
    .selectFrom('content_changes')
    .select(['dependencies', 'origin'])
    .where('version', '>', since)
    .where('version', '<=', version)
    .execute();
  // Rows pruned (or written before the log existed): the log cannot say what changed.
  if (log.length !== version - since) return { ...state, changed: 'all' };
  state.changed = log.filter((c) => c.origin !== origin).flatMap((c) => c.dependencies.split(' '));
  return state;
}
