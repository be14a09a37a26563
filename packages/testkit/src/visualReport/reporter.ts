import { copyFile, mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestArtifact } from 'vitest';
import type { Reporter, TestCase, TestModule, TestSpecification, Vitest } from 'vitest/node';
import { type ChangedStory, reportDirOf, writeReport } from './report';

const PROJECT = 'storybook';
/** Browser projects are named after their instance: "storybook (chromium)". */
const isStorybook = (project: { name: string }): boolean =>
  project.name === PROJECT || project.name.startsWith(`${PROJECT} (`);
const STORIES_ROOT = 'packages/ui/src';

type ResolveScreenshotPath = (data: {
  arg: string;
  ext: string;
  browserName: string;
  platform: NodeJS.Platform;
  screenshotDirectory: string;
  root: string;
  testFileDirectory: string;
  testFileName: string;
  testName: string;
  attachmentsDir: string;
  project: TestModule['project'];
}) => string;
type BrowserExpectOptions = { toMatchScreenshot?: { resolveScreenshotPath?: ResolveScreenshotPath } };
type Attachment = { name: string; path?: string; width?: number; height?: number };

const isVisualRegression = (
  artifact: TestArtifact,
): artifact is TestArtifact & { message: string; attachments: Attachment[] } =>
  artifact.type === 'internal:toMatchScreenshot';

/**
 * Writes the visual review report (`packages/ui/.visual-report/index.html`) at the end of
 * every run that includes the storybook project, and empties it when such a run starts.
 * The browser side records each failed comparison as a Vitest artifact (the baseline,
 * the new capture and pixelmatch's diff, already on disk); this copies them beside the report.
 */
export class VisualReportReporter implements Reporter {
  private root = process.cwd();
  private active = false;

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  async onTestRunStart(specifications: ReadonlyArray<TestSpecification>): Promise<void> {
    this.active = specifications.some((spec) => isStorybook(spec.project));
    if (this.active) await rm(reportDirOf(this.root), { recursive: true, force: true });
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>): Promise<void> {
    if (!this.active) return;
    const reportDir = reportDirOf(this.root);
    const imagesDir = path.join(reportDir, 'images');
    await mkdir(imagesDir, { recursive: true });
    let compared = 0;
    const changed: ChangedStory[] = [];
    for (const testModule of testModules) {
      if (!isStorybook(testModule.project)) continue;
      const title = path
        .relative(path.join(this.root, STORIES_ROOT), path.dirname(testModule.moduleId))
        .split(path.sep)
        .join('/');
      for (const testCase of testModule.children.allTests()) {
        const meta = testCase.meta();
        if (meta.visual?.compared) compared += 1;
        const storyId = (meta as { storyId?: string }).storyId;
        const artifact = testCase.artifacts().find(isVisualRegression);
        const byName = (name: string) => artifact?.attachments.find((a) => a.name === name && a.path);
        const baseline = byName('reference');
        const actual = byName('actual');
        if (!storyId || !baseline?.path || !actual?.path) continue;
        const diff = byName('diff');
        const copy = async (from: string, kind: string): Promise<string> => {
          const name = `images/${storyId}.${kind}.png`;
          await copyFile(from, path.join(reportDir, name));
          return name;
        };
        const baselinePath = this.baselineOf(testModule, testCase, storyId);
        changed.push({
          id: storyId,
          title,
          name: meta.visual?.storyName ?? testCase.name,
          images: {
            baseline: await copy(baseline.path, 'baseline'),
            actual: await copy(actual.path, 'new'),
            diff: diff?.path ? await copy(diff.path, 'diff') : null,
          },
          baselinePath: path.relative(this.root, baselinePath).split(path.sep).join('/'),
          size: {
            baseline: [baseline.width ?? 0, baseline.height ?? 0],
            actual: [actual.width ?? 0, actual.height ?? 0],
          },
          message: artifact?.message ?? '',
        });
      }
    }
    changed.sort((a, b) => a.id.localeCompare(b.id));
    const file = await writeReport(this.root, { compared, changed, approved: [] });
    const what =
      changed.length === 0
        ? `nenhuma diferença (${compared} histórias comparadas)`
        : `${changed.length} de ${compared} histórias mudaram`;
    process.stdout.write(`\nRevisão visual: ${what} — ${path.relative(process.cwd(), file)}\n`);
  }

  /**
   * The baseline's own path (the artifact's reference is a copy in the attachments folder),
   * from the project's `resolveScreenshotPath`, as the matcher resolves it for `toMatchScreenshot(story.id)`.
   */
  private baselineOf(testModule: TestModule, testCase: TestCase, storyId: string): string {
    const { project } = testModule;
    // Typed `never` on the resolved config (@vitest/browser augments it), though the options are there.
    const { expect } = project.config.browser as { expect?: BrowserExpectOptions };
    const resolve = expect?.toMatchScreenshot?.resolveScreenshotPath;
    if (!resolve)
      throw new Error('The storybook project must set browser.expect.toMatchScreenshot.resolveScreenshotPath');
    return resolve({
      // As the matcher's sanitizeArg does (runs of dashes become one).
      arg: storyId
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
      ext: '.png',
      browserName: project.config.browser.name ?? 'chromium',
      platform: os.platform(),
      screenshotDirectory: project.config.browser.screenshotDirectory ?? '__screenshots__',
      root: this.root,
      testFileDirectory: path.relative(this.root, path.dirname(testModule.moduleId)),
      testFileName: path.basename(testModule.moduleId),
      testName: testCase.name,
      attachmentsDir: path.relative(this.root, project.config.attachmentsDir),
      project,
    });
  }
}
