import { sql, type Kysely } from 'kysely';

/**
 * The log of what each write changed (its dependencies, cache/dependencies.ts), by content
 * version: another instance drops only the answers that depend on it (cache/responseCache.ts).
 * `origin` names the process that wrote it (it has dropped its own answers already). Only the
 * latest rows are kept (repositories/contentState.ts). Frozen, like every migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table content_changes (
    version integer primary key,
    dependencies text not null,
    origin text not null,
    created_at text not null
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_changes').ifExists().execute();
}
