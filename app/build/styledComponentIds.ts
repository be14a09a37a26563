import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Without a compile step styled-components numbers its components in the order they are created
 * (`sc-` + a hash of that number). The server bundle creates all of them in one order, the
 * browser only those of the chunks a page loads, in another: every class name the browser
 * computes differs from the server's, so hydration inserted ~200 CSS rules the page already had,
 * one component at a time, and each insertion restyled the whole document on the next frame
 * (≈15 such frames on `/`, the bulk of the Total Blocking Time). babel-plugin-styled-components
 * names each component by its file and position instead, the same in both builds, and minifies
 * the CSS in the templates and marks the calls pure on the way.
 */
export function styledComponentIds(): Plugin {
  return {
    name: 'firm:styled-component-ids',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[jt]sx?$/, exclude: /[\\/]node_modules[\\/]/ }, code: 'styled-components' },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: /\.[jt]sx$/.test(id) ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: [
            [
              'babel-plugin-styled-components',
              {
                ssr: true,
                displayName: false,
                fileName: false,
                minify: true,
                transpileTemplateLiterals: false,
                pure: true,
              },
            ],
          ],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
