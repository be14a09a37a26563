import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The app's build (`npm run build -w @firm/app`): `client/` (index.html, hashed assets) and
 * `server/entry-server.js`. Resolved from this file, which sits one level under packages/server
 * both as source (src/config.ts) and bundled (dist/server.mjs), so it is the same directory
 * whatever the working directory is.
 */
const DEFAULT_APP_DIST_DIR = fileURLToPath(new URL('../../../app/dist', import.meta.url));
/** Static Storybook (`npm run build-storybook`), at the repository's root; resolved like the app's build. */
const DEFAULT_STORYBOOK_DIR = fileURLToPath(new URL('../../../storybook-static', import.meta.url));

/**
 * The server's whole configuration, read from the environment once at start and validated
 * here; a bad environment fails with the full list of what is wrong. Nothing else reads
 * `process.env`.
 */
const boolText = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'use true ou false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'));

const intText = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v.trim()))
    .pipe(z.string().regex(/^\d+$/, 'deve ser um número inteiro'))
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  PORT: intText(3000, 0, 65535),
  HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  DATA_DIR: optionalText.transform((v) => path.resolve(v ?? './data')),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// (ou ficar vazio para usar SQLite)')
      .optional(),
  ),
  /** PostgreSQL schema to use (search_path); default: the server's default (public). */
  DATABASE_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'nome de schema inválido')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)' }).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email('e-mail inválido').optional()),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(6, 'deve ter pelo menos 6 caracteres').max(200).optional()),
  SEED_DEMO: boolText(true),
  /** Fastify's trustProxy: 'false' (default: the socket address), 'true', a hop count, or addresses/CIDRs. */
  TRUST_PROXY: optionalText.transform((v): boolean | number | string => {
    if (v === undefined || v === 'false' || v === '0') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  }),
  /** Comma-separated origins allowed by CORS; empty = same origin only. */
  CORS_ORIGINS: optionalText.transform((v) =>
    (v ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .transform((v) => v ?? 'info'),
  /** log2 of scrypt's N (cost); 15 = 32 MiB per hash. Lower only for tests. */
  SCRYPT_COST: intText(15, 10, 20),
  LOGIN_MAX_FAILURES: intText(10, 1, 1000),
  LOGIN_MAX_FAILURES_PER_ADDRESS: intText(50, 1, 100000),
  LOGIN_WINDOW_MINUTES: intText(15, 1, 24 * 60),
  TOKEN_TTL_DAYS: intText(30, 1, 3650),
  /** Memory for ready-to-send public answers (pages, public JSON, images); 0 turns the cache off. */
  RESPONSE_CACHE_MB: intText(32, 0, 4096),
  /** The app's build directory (client/ and server/ inside); relative paths from the working directory. */
  APP_DIST_DIR: optionalText.transform((v) => (v === undefined ? DEFAULT_APP_DIST_DIR : path.resolve(v))),
  /** Who may open the static Storybook at /design-system/: signed-in staff (cookie), anyone, or nobody (404). */
  DESIGN_SYSTEM: z
    .enum(['staff', 'public', 'off', ''], { error: 'use staff, public ou off' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? 'staff' : v)),
  /** The static Storybook's directory; relative paths from the working directory. */
  STORYBOOK_DIR: optionalText.transform((v) => (v === undefined ? DEFAULT_STORYBOOK_DIR : path.resolve(v))),
});

/** Checks across settings, on the raw text, so they are reported together with the others. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (!env.ADMIN_EMAIL?.trim() !== !env.ADMIN_PASSWORD) {
    problems.push('ADMIN_PASSWORD: ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos');
  }
  for (const origin of (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) problems.push(`CORS_ORIGINS: origem inválida: ${origin}`);
  }
  return problems;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** undefined = SQLite in dataDir. */
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  trustProxy: boolean | number | string;
  corsOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  scryptCost: number;
  login: { maxFailures: number; maxFailuresPerAddress: number; windowMinutes: number };
  tokenTtlDays: number;
  /** Bytes of the in-memory response cache (cache/responseCache.ts); 0 = off. */
  responseCacheBytes: number;
  /** The app's build: `client/` served as files, `server/entry-server.js` renders the pages. */
  appDistDir: string;
  /** /design-system/: 'staff' (a session cookie from the API), 'public' (no cookie), 'off' (404). */
  designSystem: 'staff' | 'public' | 'off';
  /** The static Storybook served at /design-system/ (`npm run build-storybook`). */
  storybookDir: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`)),
    ...crossChecks(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    scryptCost: e.SCRYPT_COST,
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
    appDistDir: e.APP_DIST_DIR,
    designSystem: e.DESIGN_SYSTEM,
    storybookDir: e.STORYBOOK_DIR,
  };
}

/** For commands: the configuration, or undefined after printing what is wrong with it. */
export function loadConfigOrReport(env: Record<string, string | undefined>): Config | undefined {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return undefined;
  }
}
