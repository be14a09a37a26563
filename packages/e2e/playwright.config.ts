import { defineConfig, type Project } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../testkit/src/chromium';
import { serverFor } from './src/env';

// Evaluated first in the runner (which may install Chromium from Debian), then in each worker,
// which inherits the path found here and the servers' addresses global setup exported.
process.env.CHROME_PATH = resolveChromium();

const browser = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: process.env.CHROME_PATH, args: chromiumArgs },
  locale: 'pt-BR',
  // The firm's time zone: "today" in the date picker is the firm's calendar day.
  timezoneId: 'America/Sao_Paulo',
  serviceWorkers: 'block' as const,
};

const desktop = { ...browser, viewport: { width: 1280, height: 800 } };
const phone = {
  ...browser,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

const projects: Project[] = [
  { name: 'desktop', use: { ...desktop, baseURL: serverFor('sqlite')?.baseURL } },
  { name: 'phone', use: { ...phone, baseURL: serverFor('sqlite')?.baseURL } },
];
// CI with a PostgreSQL: every flow once more, on desktop, against a server on a fresh schema.
if (process.env.TEST_DATABASE_URL?.trim()) {
  projects.push({ name: 'postgres', use: { ...desktop, baseURL: serverFor('postgres')?.baseURL } });
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './src/global-setup.ts',
  globalTeardown: './src/global-teardown.ts',
  // A 2-core machine shared with others: two workers at most, generous but bounded waits.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 150_000,
  globalTimeout: 25 * 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects,
});
