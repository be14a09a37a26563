import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import type {} from '../packages/testkit/src/visualReport/report';

interface StoryContext {
  story?: { id: string; storyName: string; parameters: { visual?: { disable?: boolean } } };
}

/** Taller pages are captured down to here (a phone landing page is about 10,000 px). */
const MAX_CAPTURE_HEIGHT = 12000;

/**
 * The test frame paints only what fits in its viewport: grow it to the page's
 * height (a few rounds, since `vh` units follow the viewport) so the whole page
 * is compared, not just its first screen.
 */
async function growViewportToContent(): Promise<void> {
  const width = window.innerWidth;
  for (let round = 0; round < 3; round += 1) {
    const height = Math.min(document.documentElement.scrollHeight, MAX_CAPTURE_HEIGHT);
    if (height <= window.innerHeight) return;
    await page.viewport(width, height);
  }
}

/**
 * Visual regression: after a story renders and its play function passes, the
 * page is compared with the committed baseline (`npm run test:update-snapshots`
 * rewrites them; `npm run visual:approve -- <id>` rewrites chosen ones from the last run's
 * review report). Stories opt out with `parameters.visual.disable` only when their
 * pixels cannot be stable (none should need it).
 */
afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || story.parameters.visual?.disable) return;
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  document.body.style.minHeight = '100vh';
  await growViewportToContent();
  // Counted by the visual review report (packages/testkit/src/visualReport).
  context.task.meta.visual = { compared: true, storyName: story.storyName };
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id, {
    // Tall pages on a busy 2-core machine need longer to give two identical captures.
    timeout: 20_000,
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  });
});
