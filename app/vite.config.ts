import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadAfterFirstPaint } from './build/afterFirstPaint';
import { codeSplitting } from './build/codeSplitting';
import { inlineCssAndPreloadFonts } from './build/fonts';
import {
  reactRouterProduction,
  reactRouterPure,
  slimLucideIcons,
  styledComponentsWithoutPrefixer,
  syncExternalStoreFromReact,
} from './build/libraryTrims';
import { routeChunkFilesDefine } from './build/routeChunks';
import { styledComponentIds } from './build/styledComponentIds';

/** The API server the dev server forwards /api and /media to (`npm run dev`). */
const apiServer = 'http://127.0.0.1:3000';

/**
 * Two builds from one config: `vite build` makes the browser bundle
 * (dist/client: hashed assets, manifest, the index.html template) and
 * `vite build --ssr src/entry-server.tsx` the Node module the server calls
 * (dist/server/entry-server.js).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    styledComponentIds(),
    slimLucideIcons(),
    react(),
    ...(isSsrBuild
      ? [routeChunkFilesDefine()]
      : [
          reactRouterProduction(),
          reactRouterPure(),
          styledComponentsWithoutPrefixer(),
          syncExternalStoreFromReact(),
          inlineCssAndPreloadFonts(),
          loadAfterFirstPaint(),
        ]),
  ],
  html: {
    // Vite puts this placeholder on its script/style tags and a csp-nonce meta
    // (which styled-components also reads); the server replaces it per request.
    cspNonce: '__CSP_NONCE__',
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/media': { target: apiServer, changeOrigin: false },
    },
  },
  ssr: {
    // styled-components: its CommonJS build loaded as ESM crashes in Node ("styled.button is
    // not a function"). lucide-react: bundling keeps only the icons used instead of loading
    // the whole icon package at start (~1 s of cold start).
    noExternal: ['styled-components', 'lucide-react'],
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        rolldownOptions: { output: { codeSplitting } },
      },
}));
