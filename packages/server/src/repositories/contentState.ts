import { sql, type Kysely } from 'kysely';
import type { ContentState } from '../cache/responseCache';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Counts a write; called last inside every write transaction (plugins/database.ts). */
export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable('content_version')
    .set((eb) => ({ n: eb('n', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/** The write counter and the earliest publication time still to come, in one statement. */
export async function readContentState(db: Db, now: string): Promise<ContentState> {
  const { rows } = await sql<{ version: number | string | null; next: string | null }>`
    select (select n from content_version where id = 1) as version,
           (select min(published_at) from posts where published_at > ${now}) as next`.execute(db);
  const row = rows[0];
  return { version: Number(row?.version ?? 0), nextPublication: row?.next ?? null };
}
