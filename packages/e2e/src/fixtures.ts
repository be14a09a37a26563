import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { Api } from './api';
import { adminCredentials } from './env';

export { expect };

/** WCAG 2.1 A and AA, the level the issue asks for. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Best-practice rules run on top of the tags on /login and the back office: one `main` and no
 * content outside landmarks (screen-reader users jump by landmark; /login once had neither).
 * Not yet on the public pages, which still fail `region` in places (after the contact form is
 * sent, near the footer) and `landmark-one-main` on the home page when the API is down.
 */
const AXE_LANDMARK_RULES = { 'landmark-one-main': { enabled: true }, region: { enabled: true } };
const landmarksChecked = (path: string) => path === '/login' || /^\/(posts|users)(\/|$)/.test(path);

/** Only this machine: the suite must never reach another origin. */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * What every test is checked against once it ends: no request to another origin left the
 * browser (each is aborted and recorded), no console error and no uncaught exception unless the
 * test allowed that exact message, and every page path it visited went through axe.
 */
export interface Guard {
  /** Lets console errors matching `pattern` through (an intended 404, an API failure the test causes). */
  allowConsoleError(pattern: RegExp): void;
  /** Axe (WCAG 2.1 AA) on the page as it is now: zero violations. Marks its path as checked. */
  checkA11y(page: Page, what?: string): Promise<void>;
  /** A path the test passes through without showing a page of its own (a redirect). */
  skipA11y(path: string): void;
  /** Applies the same network rule and listeners to another context (a second user). */
  watchContext(context: BrowserContext): Promise<void>;
}

interface Fixtures {
  guard: Guard;
  api: Api;
  /** Unique per test and project: names and e-mails of the content a test creates. */
  uid: string;
  admin: { email: string; password: string; token: string };
}

interface WorkerFixtures {
  adminToken: string;
}

function formatViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').join('\n      ')}`)
          .join('\n'),
    )
    .join('\n');
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  adminToken: [
    async ({}, provide, workerInfo) => {
      const context = await playwrightRequest.newContext({ baseURL: workerInfo.project.use.baseURL });
      const { email, password } = adminCredentials();
      await provide(await new Api(context).login(email, password));
      await context.dispose();
    },
    { scope: 'worker' },
  ],

  guard: [
    async ({ context }, provide, testInfo) => {
      const blocked: string[] = [];
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const visited = new Set<string>();
      const checked = new Set<string>();
      const skipped = new Set<string>();

      const watchPage = (p: Page) => {
        p.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          const where = message.location().url;
          if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text} (${where})`);
        });
        p.on('pageerror', (error) => {
          const text = `${error.name}: ${error.message}`;
          if (!allowed.some((pattern) => pattern.test(text))) problems.push(`uncaught: ${text}\n${error.stack ?? ''}`);
        });
        p.on('framenavigated', (frame) => {
          if (frame !== p.mainFrame()) return;
          const url = new URL(frame.url());
          if (isLoopback(url)) visited.add(url.pathname);
        });
      };
      const watchContext = async (c: BrowserContext) => {
        await c.route(
          (url) => !isLoopback(url) && url.protocol !== 'data:' && url.protocol !== 'blob:',
          (route) => {
            blocked.push(`${route.request().method()} ${route.request().url()}`);
            return route.abort('blockedbyclient');
          },
        );
        c.on('page', watchPage);
        c.pages().forEach(watchPage);
      };
      await watchContext(context);

      const guard: Guard = {
        allowConsoleError: (pattern) => allowed.push(pattern),
        skipA11y: (path) => skipped.add(path),
        watchContext,
        async checkA11y(p, what) {
          const path = new URL(p.url()).pathname;
          // Let finite animations end first (a toast fading out is not the page's contrast).
          await p
            .waitForFunction(
              () =>
                document
                  .getAnimations()
                  .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
              null,
              { timeout: 5_000, polling: 100 },
            )
            .catch(() => undefined);
          const results = await new AxeBuilder({ page: p })
            // Full details for violations only: the rest is counted, not serialised (faster).
            // (options() replaces the whole run options: the tags must come after it.)
            // A rule enabled in `rules` runs besides those the tags select.
            .options({ resultTypes: ['violations'], rules: landmarksChecked(path) ? AXE_LANDMARK_RULES : {} })
            .withTags(AXE_TAGS)
            .analyze();
          expect(results.violations, `axe on ${what ?? path}:\n${formatViolations(results.violations)}`).toEqual([]);
          checked.add(path);
        },
      };
      await provide(guard);

      // After the test: what reached another origin, what the page reported, what axe never saw.
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(blocked, 'requests to another origin (aborted)').toEqual([]);
      expect(problems, 'console errors or uncaught exceptions in the page').toEqual([]);
      const unchecked = [...visited].filter((path) => !checked.has(path) && !skipped.has(path));
      expect(unchecked, 'pages visited without an axe check').toEqual([]);
    },
    { auto: true },
  ],

  api: async ({ request }, provide) => {
    await provide(new Api(request));
  },

  uid: async ({}, provide, testInfo) => {
    const project = testInfo.project.name.slice(0, 1);
    await provide(`${project}${Math.random().toString(36).slice(2, 8)}`);
  },

  admin: async ({ adminToken }, provide) => {
    await provide({ ...adminCredentials(), token: adminToken });
  },
});

/**
 * Signs this tab in with a token the API gave, the way the app keeps it (localStorage 'token',
 * §4): set once, before the first page of the tab runs, so a later logout is not undone.
 */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-token-seeded')) return;
    sessionStorage.setItem('e2e-token-seeded', '1');
    localStorage.setItem('token', value);
  }, token);
}

/** The app has hydrated (entry-client marks <html data-hydrated> once React has taken over). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Navigates and waits for the app to hydrate. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * Opens /blog/{slug} for a post that does not exist (or is not published yet): status 404, the
 * post page's own 'Publicação não encontrada.' state, and the axe check under `label`.
 */
export async function openMissingPost(page: Page, guard: Guard, slug: string, label: string): Promise<void> {
  // The browser logs the 404 of the page and of the client's own fetch of the post.
  guard.allowConsoleError(/status of 404/);
  guard.allowConsoleError(/API GET \/api\/post\/public-posts\/.+ failed: Publicação não encontrada/);
  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByText('Publicação não encontrada.')).toBeVisible();
  await guard.checkA11y(page, label);
}
