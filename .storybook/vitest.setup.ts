import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryContext {
  story?: { id: string; parameters: { visual?: { disable?: boolean } } };
}

/**
 * Visual regression: after a story renders and its play function passes, the
 * viewport is compared with the committed baseline (`npm run test:update-snapshots`
 * rewrites them). Stories opt out with `parameters.visual.disable` only when their
 * pixels cannot be stable (none should need it).
 */
afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || story.parameters.visual?.disable) return;
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  document.body.style.minHeight = '100vh';
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(story.id, { screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' } });
});
