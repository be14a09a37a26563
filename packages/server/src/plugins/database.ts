import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { migrateToLatest, openDatabase } from '../db/database';
import { bumpContentVersion } from '../repositories/contentState';
import { ensureAdmin } from '../seed/admin';
import { seedDemo } from '../seed/demo';

/**
 * Opens the database (SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set), brings
 * it to the latest migration, then bootstraps: an administrator when there is none, and
 * demo content on an empty database when SEED_DEMO is on.
 */
export const databasePlugin = fp(async (app: FastifyInstance) => {
  const handle = openDatabase(app.config);
  app.addHook('onClose', async () => handle.close());
  await migrateToLatest(handle);

  app.decorate('database', handle);
  app.decorate('db', handle.db);
  // Every write counts itself (for other instances' caches) and, once settled, empties this
  // process's response cache: the next request sees it. Emptied after a failure too (a lost
  // connection during COMMIT leaves it unknown whether the write landed).
  app.decorate('tx', async (operation, fn) => {
    try {
      return await handle.db.transaction().execute(async (trx) => {
        const result = await fn(trx);
        await bumpContentVersion(trx);
        await app.faults.beforeCommit?.(operation);
        return result;
      });
    } finally {
      app.responseCache.invalidate();
    }
  });

  const adminId = await ensureAdmin(handle.db, app.config, app.log);
  if (app.config.seedDemo) await seedDemo(handle.db, adminId, app.config.scryptCost, app.log);
});
