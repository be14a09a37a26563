import type { Preview } from '@storybook/react-vite';
import '@firm/ui/fonts';
import { preloadLazyModules, ThemeProvider } from '@firm/ui';

const isVitest = '__vitest_browser__' in globalThis;

/** Viewports named by the issue: phone 375, tablet 768, desktop 1280. */
const viewports = {
  mobile: { name: 'Celular (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  // The library's lazily loaded code (the global style, page parts below the fold), loaded before
  // each story renders, as the server does before rendering a page.
  loaders: [
    async () => {
      await preloadLazyModules();
      return {};
    },
  ],
  decorators: [
    (Story, { parameters }) => (
      <ThemeProvider>
        {/* Storybook's own UI pads 'padded' stories; under Vitest nothing does, so focus
            rings and popovers would touch the frame's edge. */}
        {isVitest && parameters.layout !== 'fullscreen' ? (
          <div style={{ padding: '1rem' }}>
            <Story />
          </div>
        ) : (
          <Story />
        )}
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any accessibility violation fails the story's test.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    backgrounds: { disable: true },
  },
  initialGlobals: { locale: 'pt-BR' },
};

export default preview;
