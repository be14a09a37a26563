import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../chromium';
import { approve } from './approve';
import { readResults, renderReport, reportDirOf, type VisualResults } from './report';

const run = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('renderReport', () => {
  it('says when nothing changed, with the count of stories compared', () => {
    const html = renderReport({ compared: 7, changed: [], approved: [] }, { staticIframe: null });
    expect(html).toContain('Nenhuma diferença visual — 7 histórias comparadas.');
    expect(html).not.toContain('<section');
  });

  it('lists each changed story with its three images and links', () => {
    const results: VisualResults = {
      compared: 3,
      approved: [],
      changed: [
        {
          id: 'primitives-badge--default',
          title: 'primitives/Badge',
          name: 'Default',
          images: { baseline: 'images/a.baseline.png', actual: 'images/a.new.png', diff: 'images/a.diff.png' },
          baselinePath: 'packages/ui/visual-baselines/x.png',
          size: { baseline: [10, 10], actual: [10, 12] },
          message: 'Screenshot does not match the stored reference.',
        },
      ],
    };
    const html = renderReport(results, { staticIframe: '../../../storybook-static/iframe.html' });
    expect(html).toContain('1 história mudou de 3 comparadas.');
    expect(html).toContain('href="http://localhost:6006/?path=/story/primitives-badge--default"');
    expect(html).toContain('href="../../../storybook-static/iframe.html?id=primitives-badge--default"');
    expect(html).toContain('Tamanho: 10×10 → 10×12 px.');
    for (const src of ['images/a.baseline.png', 'images/a.new.png', 'images/a.diff.png']) {
      expect(html).toContain(`src="${src}"`);
    }
  });
});

/**
 * End to end, in Chromium: a copy of the repository (sources copied, node_modules linked)
 * where the WhatsApp green is changed, so exactly two Button stories look different. Unit tests
 * never need a browser (only the storybook project resolves or installs one): this one runs
 * where Chromium is already there, as it always is by the time `npm test` runs (CI installs it).
 */
describe.runIf(findChromium())('story tests → report → visual:approve', () => {
  let copy = '';
  const folder = 'packages/ui/src/primitives/Button';
  const stories = (args: string[] = []) =>
    run('npx', ['vitest', 'run', '--project', 'storybook', folder, ...args], {
      cwd: copy,
      env: { ...process.env, NO_COLOR: '1', CI: '1' },
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (out) => ({ code: 0, output: out.stdout + out.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );

  beforeAll(async () => {
    // Inside the repository, and without `workspaces` in its package.json, so Vite's
    // workspace root (what its dev server may serve) is the repository, node_modules included.
    // Under node_modules, the copy's @firm packages are pre-bundled as dependencies (cached by
    // config, not by content): the token is changed before the first run and never after.
    const parent = path.join(repo, 'node_modules/.cache');
    await mkdir(parent, { recursive: true });
    copy = await mkdtemp(path.join(parent, 'visual-report-'));
    for (const entry of ['vite.config.ts', 'tsconfig.base.json', '.storybook']) {
      await cp(path.join(repo, entry), path.join(copy, entry), { recursive: true });
    }
    const { workspaces: _, ...manifest } = JSON.parse(
      await readFile(path.join(repo, 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    await writeFile(path.join(copy, 'package.json'), JSON.stringify(manifest));
    for (const pkg of ['contract', 'testkit', 'ui']) {
      await cp(path.join(repo, 'packages', pkg), path.join(copy, 'packages', pkg), {
        recursive: true,
        filter: (source) =>
          !source.includes(`${path.sep}node_modules`) &&
          !source.includes('.visual-report') &&
          // Only the folder under test's baselines.
          (!source.includes('visual-baselines') || /visual-baselines(\/primitives(\/Button(\/.*)?)?)?$/.test(source)),
      });
    }
    // node_modules: links to the repository's, except the workspace packages (this copy's)
    // and Vite's cache (this copy's own).
    await mkdir(path.join(copy, 'node_modules/@firm'), { recursive: true });
    for (const entry of await readdir(path.join(repo, 'node_modules'))) {
      if (entry === '@firm' || entry === '.vite' || entry === '.cache') continue;
      await symlink(path.join(repo, 'node_modules', entry), path.join(copy, 'node_modules', entry));
    }
    for (const pkg of ['contract', 'testkit', 'ui']) {
      await symlink(path.join(copy, 'packages', pkg), path.join(copy, 'node_modules/@firm', pkg));
    }
    await symlink(path.join(repo, 'packages/ui/node_modules'), path.join(copy, 'packages/ui/node_modules'));
    const palette = path.join(copy, 'packages/ui/src/theme/palette.ts');
    const source = await readFile(palette, 'utf8');
    const changed = source
      .replace("whatsapp: '#0b7a56'", "whatsapp: '#5b2a86'")
      .replace("whatsappHover: '#096446'", "whatsappHover: '#4a2270'");
    expect(changed).not.toBe(source);
    await writeFile(palette, changed);
  }, 60_000);

  afterAll(async () => {
    if (copy && !process.env.KEEP_VISUAL_COPY) await rm(copy, { recursive: true, force: true });
  });

  it('lists exactly the changed stories, and approving one makes only it pass', async () => {
    const first = await stories();
    expect(first.code, first.output).not.toBe(0);
    const reportDir = reportDirOf(copy);
    const results = await readResults(reportDir);
    expect(results?.compared).toBe(10);
    const changedIds = results?.changed.map((story) => story.id);
    expect(changedIds).toEqual(['primitives-button--mobile', 'primitives-button--variants']);
    const html = await readFile(path.join(reportDir, 'index.html'), 'utf8');
    expect(html).toContain('2 histórias mudaram de 10 comparadas.');
    for (const story of results?.changed ?? []) {
      for (const image of [story.images.baseline, story.images.actual, story.images.diff]) {
        expect(image).not.toBeNull();
        expect(html).toContain(`src="${image}"`);
        await expect(readFile(path.join(reportDir, image ?? ''))).resolves.toBeTruthy();
      }
    }

    await expect(approve(copy, ['no-such-story'])).resolves.toEqual([]);
    await expect(approve(copy, ['primitives-button--mobile'])).resolves.toEqual(['primitives-button--mobile']);

    const second = await stories();
    expect(second.code, second.output).not.toBe(0);
    const after = await readResults(reportDir);
    expect(after?.changed.map((story) => story.id)).toEqual(['primitives-button--variants']);

    await expect(approve(copy, ['primitives-button--*'])).resolves.toEqual(['primitives-button--variants']);
    const third = await stories();
    expect(third.code, third.output).toBe(0);
    expect(await readFile(path.join(reportDir, 'index.html'), 'utf8')).toContain(
      'Nenhuma diferença visual — 10 histórias comparadas.',
    );
  }, 240_000);
});
