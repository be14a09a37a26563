import type { Plugin } from 'vite';

/** The fonts of the first screen of every public page (body, headings, nav, buttons). */
const FIRST_SCREEN_FONTS = [
  'source-sans-3-latin-400-normal.woff2',
  'source-sans-3-latin-600-normal.woff2',
  'source-sans-3-latin-700-normal.woff2',
  'lora-latin-600-normal.woff2',
];

/**
 * The page's own stylesheet (the @font-face rules, ~1 KB) goes inline into index.html: a linked
 * one blocks the first paint for a round trip. And the first screen's fonts are preloaded, so
 * they arrive with the HTML, in time for the first paint, instead of after the first layout.
 * (Storybook keeps @fontsource's CSS as it is: this only shapes the site's own HTML.)
 */
export function inlineCssAndPreloadFonts(): Plugin {
  /** The entry's stylesheets, taken off its chunk before Vite links them (see generateBundle). */
  let entryCss: string[] = [];
  return {
    name: 'firm:inline-css',
    apply: 'build',
    generateBundle: {
      // Before Vite's own hooks read the list: left on the entry, Vite would link the stylesheet
      // in index.html and also load it again with every lazy chunk that imports from the entry
      // (each deferred part of a page, each back-office screen), @fontsource's `swap` and all.
      order: 'pre',
      handler(_options, bundle) {
        entryCss = Object.values(bundle).flatMap((chunk) => {
          if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) return [];
          const files = [...chunk.viteMetadata.importedCss];
          chunk.viteMetadata.importedCss.clear();
          return files;
        });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const styles = entryCss.map((file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`The entry's stylesheet ${file} is not in the bundle`);
          // `optional`, not @fontsource's `swap`: a font that misses its ~100 ms window is not
          // swapped in later (no reflow of text already on screen: CLS 0). Preloaded, they make
          // the window on any reasonable connection, and later pages find them in the cache.
          const css = String(asset.source)
            .trim()
            .replace(/font-display:\s*swap/g, 'font-display:optional');
          return { tag: 'style', attrs: { nonce: '__CSP_NONCE__' }, children: css, injectTo: 'head' as const };
        });
        const fonts = Object.values(bundle).filter(
          (asset) =>
            asset.type === 'asset' &&
            asset.originalFileNames.some((name) => FIRST_SCREEN_FONTS.some((font) => name.endsWith(`/${font}`))),
        );
        return {
          html,
          tags: [
            ...styles,
            ...fonts.map((font) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font.fileName}`, crossorigin: '' },
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
  };
}
