import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      seedDemo: true,
      trustProxy: false,
      corsOrigins: [],
      scryptCost: 15,
      login: { maxFailures: 10, maxFailuresPerAddress: 50, windowMinutes: 15 },
    });
  });

  it('reads every setting', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/site',
      PUBLIC_URL: 'https://www.example.com.br/',
      ADMIN_EMAIL: 'a@example.com',
      ADMIN_PASSWORD: 'segredo',
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/site',
      publicUrl: 'https://www.example.com.br',
      admin: { email: 'a@example.com', password: 'segredo' },
      seedDemo: false,
      trustProxy: 1,
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
    });
  });

  it("locates the app's build in the repository unless APP_DIST_DIR says otherwise", () => {
    const repo = path.resolve(import.meta.dirname, '../../..');
    expect(loadConfig({}).appDistDir).toBe(path.join(repo, 'app', 'dist'));
    expect(loadConfig({ APP_DIST_DIR: 'build/site' }).appDistDir).toBe(path.resolve('build/site'));
  });

  it('fails with the full list of what is wrong', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        ADMIN_EMAIL: 'a@example.com',
        SEED_DEMO: 'talvez',
        CORS_ORIGINS: '*',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const key of ['PORT', 'DATABASE_URL', 'ADMIN_PASSWORD', 'SEED_DEMO', 'CORS_ORIGINS'])
        expect(problems).toContain(key);
    }
  });
});
