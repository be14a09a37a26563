import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, test } from '../src/fixtures';

/**
 * Flow 8: a visitor's first load hands the server's page to React without redoing the server's
 * work (docs/performance.md): no API request repeated for data the page came with, no CSS rule
 * added for markup the server already styled, the script fetched only after the first paint.
 */

/** Every CSS rule of the document, as text (styled-components' bookkeeping rules left out). */
function cssRules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .filter((text) => !text.startsWith('data-styled.')),
  );
}

/** The same page as the server sent it, styles included, with no script run. */
async function serverRules(browser: Browser, baseURL: string, path: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await cssRules(page);
  } finally {
    await context.close();
  }
}

test('hidratar não repete pedidos à API nem acrescenta CSS', async ({
  page,
  guard,
  api,
  admin,
  uid,
  browser,
  baseURL,
}) => {
  const post = await api.createPost(admin.token, {
    title: `Hidratação ${uid}`,
    published_at: new Date(Date.now() - 60_000).toISOString(),
    tags: [{ name: 'Direito Civil' }],
    sections: [
      { type: 'title', content: 'Um título', order: 0 },
      { type: 'paragraph', content: 'Um parágrafo.', order: 1 },
    ],
  });

  for (const path of ['/', '/blog', `/blog/${post.slug}`]) {
    const apiCalls: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(apiCalls, `${path}: requests after hydration`).toEqual([]);

    const before = new Set(await serverRules(browser, baseURL!, path));
    const added = (await cssRules(page)).filter((rule) => !before.has(rule));
    expect(added, `${path}: CSS rules the browser added while hydrating`).toEqual([]);
    await guard.checkA11y(page, path);
  }
});

test('o script da página só começa depois da primeira pintura', async ({ page, guard }) => {
  await page.goto('/');
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name)) as PerformanceResourceTiming | undefined;
    return { paint, scriptStart: entry?.startTime };
  });
  expect(timing.paint).toBeDefined();
  expect(timing.scriptStart).toBeGreaterThan(timing.paint!);
  await guard.checkA11y(page, '/');
});

/** The file names of the scripts the page has requested so far (hashes left out). */
function scriptsOf(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([^/]+?)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return () => names;
}

test('as partes abaixo da dobra trazem o código só quando o visitante chega perto', async ({ page, guard }) => {
  const scripts = scriptsOf(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  // Everything is on the page from the start, as the server made it...
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toBeAttached();
  await expect(page.locator('#about')).toContainText('Sobre');
  // ...but the footer's code waits, and the sections with nothing to click never need theirs.
  expect(scripts()).not.toContain('Footer');

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(scripts).toContain('Footer');
  await guard.checkA11y(page, '/ no rodapé');
  // Live now: its links go through the app's router, without loading a new document.
  await footer.getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacidade');
  await guard.checkA11y(page, '/privacidade');
  expect(documents).toEqual(['/']);
  expect(scripts()).not.toContain('About');
  expect(scripts()).not.toContain('Services');

  // Back on / through the app, every section renders in the browser, with its code.
  await page.goBack();
  await expect(page.locator('#services')).toBeVisible();
  await expect.poll(scripts).toContain('Services');
  await expect(page.locator('#about')).toContainText('Sobre');
  expect(documents).toEqual(['/']);
});
