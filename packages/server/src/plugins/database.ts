import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Changes, type ContentChangeListener } from '../cache/dependencies';
import { migrateToLatest, openDatabase, withStartupLock } from '../db/database';
import { recordChange } from '../repositories/contentState';
import { ensureAdmin } from '../seed/admin';
import { seedDemo } from '../seed/demo';

/**
 * Opens the database (SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set), brings
 * it to the latest migration, then bootstraps: an administrator when there is none, and
 * demo content on an empty database when SEED_DEMO is on — all of it under one lock, so
 * instances started together on one PostgreSQL do it once.
 *
 * `app.tx(operation, fn)` runs every write: `fn` gets the transaction and a `Changes` to list
 * what visitors could see change (cache/dependencies.ts). A write that lists something counts
 * itself and logs it (for other instances' caches) and, once settled, tells the listeners
 * (`app.onContentChange`: the response cache), before the request's answer leaves: the next
 * request sees it. Told after a failure too (a lost connection during COMMIT leaves it unknown
 * whether the write landed). A write that lists nothing leaves every held answer alone.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance) => {
    const handle = openDatabase(app.config);
    app.addHook('onClose', async () => handle.close());
    // Names this process in the change log: it never re-reads its own changes.
    const origin = randomUUID();
    const listeners: ContentChangeListener[] = [];

    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.decorate('contentOrigin', origin);
    app.decorate('onContentChange', (listener: ContentChangeListener) => {
      listeners.push(listener);
    });
    app.decorate('tx', async (operation, fn) => {
      const changes = new Changes();
      let version: number | undefined;
      try {
        const result = await handle.db.transaction().execute(async (trx) => {
          const value = await fn(trx, changes);
          if (changes.size > 0) version = await recordChange(trx, changes.list, origin);
          await app.faults.beforeCommit?.(operation);
          return value;
        });
        if (changes.size > 0) for (const listener of listeners) listener(changes.list, version);
        return result;
      } catch (err) {
        // Unknown whether it landed: dropped all the same, with no version to go by.
        if (changes.size > 0) for (const listener of listeners) listener(changes.list, undefined);
        throw err;
      }
    });

    await withStartupLock(handle, async () => {
      await migrateToLatest(handle);
      const adminId = await ensureAdmin(handle.db, app.config, app.log);
      if (app.config.seedDemo) await seedDemo(handle.db, adminId, app.config.scryptCost, app.log);
    });
  },
  { name: 'database' },
);
