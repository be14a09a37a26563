import { sql, type Kysely } from 'kysely';

/**
 * One row counting committed writes: every write transaction increments it (plugins/database.ts),
 * so a server holding answers in memory sees writes made by another instance on the same
 * database (cache/responseCache.ts). Frozen, like every migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table content_version (id integer primary key, n integer not null)`.execute(db);
  await sql`insert into content_version (id, n) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_version').ifExists().execute();
}
