import type { StartedServer } from './server';

/** What global setup exported to the workers (undefined in the runner before it ran). */
export function serverFor(name: 'sqlite' | 'postgres'): StartedServer | undefined {
  const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as StartedServer[];
  return servers.find((server) => server.name === name);
}

/** The administrator global setup created through ADMIN_EMAIL / ADMIN_PASSWORD. */
export function adminCredentials(): { email: string; password: string } {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('[e2e] global setup did not run (no administrator credentials)');
  return { email, password };
}
