import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Titles mirror the folder layout under packages/ui/src (e.g. "primitives/Button").
  stories: [{ directory: '../packages/ui/src', files: '**/*.@(mdx|stories.@(ts|tsx))' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  staticDirs: [],
};

export default config;
