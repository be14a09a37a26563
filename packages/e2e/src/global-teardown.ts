import { stopServer, type StartedServer } from './server';

/** Stops every server global setup started (by PID), removes its temporary data, drops its schema. */
export default async function globalTeardown(): Promise<void> {
  const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as StartedServer[];
  const pgUrl = process.env.TEST_DATABASE_URL?.trim();
  const results = await Promise.allSettled(servers.map((server) => stopServer(server, pgUrl)));
  for (const result of results) {
    if (result.status === 'rejected') console.error('[e2e] falha ao encerrar um servidor:', result.reason);
  }
}
