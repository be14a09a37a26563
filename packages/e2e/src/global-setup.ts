import { randomBytes } from 'node:crypto';
import { chromiumArgs, resolveChromium } from '../../testkit/src/chromium';
import { ensureBuilt, startServer, stopServer, type StartedServer } from './server';

/**
 * Once per run: the system Chromium (installed from Debian when missing and possible), the
 * production bundles (built when missing or stale), then the built server on a free port with a
 * fresh temporary SQLite database — and a second one on a fresh PostgreSQL schema when
 * TEST_DATABASE_URL is set. The workers read the addresses from the environment.
 */
export default async function globalSetup(): Promise<void> {
  process.env.CHROME_PATH = resolveChromium();
  process.env.E2E_CHROMIUM_ARGS = JSON.stringify(chromiumArgs);
  ensureBuilt();

  const adminEmail = 'admin@e2e.camposvieira.test';
  const adminPassword = `Adm-${randomBytes(9).toString('base64url')}`;
  const servers: StartedServer[] = [];
  const pgUrl = process.env.TEST_DATABASE_URL?.trim();
  try {
    servers.push(await startServer({ name: 'sqlite', adminEmail, adminPassword }));
    if (pgUrl) servers.push(await startServer({ name: 'postgres', adminEmail, adminPassword, databaseUrl: pgUrl }));
  } catch (error) {
    await Promise.allSettled(servers.map((server) => stopServer(server, pgUrl)));
    throw error;
  }
  process.env.E2E_SERVERS = JSON.stringify(servers);
  process.env.E2E_ADMIN_EMAIL = adminEmail;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  for (const server of servers) console.info(`[e2e] servidor ${server.name}: ${server.baseURL} (pid ${server.pid})`);
}
