import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { migrations } from '../db/migrations/index';
import { latestAppliedMigration } from './tables';

/** A check slower than this counts as failed: a probe must answer within the balancer's timeout. */
const CHECK_TIMEOUT_MS = 2_000;

/** The migration this code expects the database to be at. */
const LATEST_MIGRATION = Object.keys(migrations).at(-1);

type Check = 'database' | 'migrations' | 'build';

/**
 * Probes for load balancers and supervisors, outside /api/ and before the page catch-all:
 * - GET /healthz: the process is up and answering (no I/O).
 * - GET /readyz: it can serve — the database answers a trivial query, its latest applied
 *   migration is the one this code expects, and the app's build is loaded (or loads now).
 *   200, or 503 naming the checks that failed (details in the log, never in the answer: no
 *   versions, paths or messages).
 * Never stored by any cache (`no-store`; they do not go through serveCached). Logged only when
 * something fails: a balancer asks every few seconds.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    return noStore(reply).send({ status: 'ok' });
  });

  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const checks: Record<Check, 'ok' | 'failed'> = { database: 'ok', migrations: 'ok', build: 'ok' };
    const fail = (check: Check, detail: unknown) => {
      checks[check] = 'failed';
      request.log.warn({ check, detail }, 'readyz: verificação falhou');
    };
    const build = withTimeout(() => app.clientBuild.get()).then(
      (loaded) => loaded ?? fail('build', 'not loaded'),
      (err: unknown) => fail('build', err),
    );
    try {
      await withTimeout(() => sql`select 1`.execute(app.db));
      try {
        const applied = await withTimeout(() => latestAppliedMigration(app.db));
        if (applied !== LATEST_MIGRATION) fail('migrations', { applied, expected: LATEST_MIGRATION });
      } catch (err) {
        fail('migrations', err);
      }
    } catch (err) {
      fail('database', err);
      fail('migrations', 'not checked: database unreachable');
    }
    await build;
    const ready = Object.values(checks).every((c) => c === 'ok');
    return noStore(reply)
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', checks });
  });
}

function withTimeout<T>(fn: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    fn(),
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`timeout after ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}
