import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, resolveChromium } from './packages/testkit/src/chromium';
import { VisualReportReporter } from './packages/testkit/src/visualReport/reporter';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Libraries the stories import; pre-bundled so a cold run never reloads mid-test. */
const storyDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'styled-components',
  'date-fns',
  'date-fns/locale',
  'react-datepicker',
  'react-hot-toast',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'zod',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  'lucide-react',
  'storybook/test',
];

export default defineConfig({
  test: {
    // The visual review report (packages/ui/.visual-report/) after each run with stories.
    reporters: ['default', new VisualReportReporter()],
    // One `vitest run` runs every project; `--project unit|storybook` picks one.
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'app/src/**/*.test.{ts,tsx}',
            'app/build/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps: { include: storyDeps },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                args: chromiumArgs,
                // Read when the storybook project starts, not when the config loads: the unit
                // project alone (`--project unit`) never looks for Chromium, nor installs it.
                get executablePath() {
                  return resolveChromium();
                },
              },
              // A window larger than any story's viewport, so the test frame is never scaled
              // down; the visual hook grows the frame to the page's height before capturing.
              contextOptions: { viewport: { width: 1400, height: 12200 } },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Baselines are byte-stable on this machine: a few changed pixels fail the test
                // (anti-aliased pixels are ignored by pixelmatch).
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 12 },
                // Baselines live together, mirroring packages/ui/src, not beside each story.
                resolveScreenshotPath: ({ arg, ext, testFileDirectory, testFileName }) =>
                  path.join(
                    root,
                    'packages/ui/visual-baselines',
                    path.relative('packages/ui/src', testFileDirectory),
                    testFileName.replace(/\.stories\.tsx?$/, ''),
                    `${arg}${ext}`,
                  ),
              },
            },
          },
        },
      },
    ],
  },
});
