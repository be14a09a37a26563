import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server the dev server forwards /api and /media to (`npm run dev`). */
const apiServer = 'http://127.0.0.1:3000';

/**
 * Public-site code that a shared chunk may hold: the visitor screens and primitives, and the app's
 * public routes, hooks, head and routing helpers (AppRoutes gives each public page a chunk).
 * Listed by path because a rule only sees a module id: a module used by staff pages alone must
 * not land in a chunk every visitor loads, and "used by two chunks" alone would let it in.
 */
const PUBLIC_CODE =
  /[\\/]packages[\\/]ui[\\/]src[\\/](?:public|primitives)[\\/]|[\\/]app[\\/]src[\\/](?:routes[\\/]public|resources[\\/](?:publicPosts|team|swr)|seo|routing[\\/](?!leaveGuard))/;
/** Primitives only the back office uses (and its libraries: date picker, toasts). */
const STAFF_PRIMITIVES =
  /[\\/]primitives[\\/](?:DateField|ImagePicker|Table|Pagination|ConfirmDialog|PasswordField|Toaster)[\\/]/;

/**
 * Where a visitor's code goes (docs/architecture.md, "Bundle"). A public page loads the entry
 * chunk (everything its first render statically needs: React, the router, styled-components,
 * SWR, the app shell), `public` (screens and hooks two or more public pages share: layout, nav,
 * footer, post cards, data hooks) and its own route chunk. The back office and its libraries stay
 * in the lazy chunks rolldown makes on its own.
 */
const codeSplitting = {
  groups: [
    { name: 'index', priority: 2, tags: ['$initial' as const] },
    {
      name: 'public',
      priority: 1,
      minShareCount: 2,
      test: (id: string) => PUBLIC_CODE.test(id) && !STAFF_PRIMITIVES.test(id),
    },
  ],
};

/**
 * react-router's build marks neither its forwardRef/createContext calls as pure nor its
 * `displayName` assignments as removable, so every component it exports (Form, NavLink, Link
 * with its prefetching…) would ride along in the visitor's bundle although the app uses a few
 * hooks and <Routes>. This adds the annotations its source lacks; unused components then drop.
 */
function reactRouterPure(): Plugin {
  return {
    name: 'firm:react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/ },
      handler(code) {
        return {
          code: code
            .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
            .replace(/= (React\d*\.(?:forwardRef|createContext|memo))\(/g, '= /* @__PURE__ */ $1('),
          map: null,
        };
      },
    },
  };
}

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
function inlineCssAndPreloadFonts(): Plugin {
  return {
    name: 'firm:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const inlined = html.replace(
          /\s*<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            // `optional`, not @fontsource's `swap`: a font that misses its ~100 ms window is not
            // swapped in later (no reflow of text already on screen: CLS 0). Preloaded, they make
            // the window on any reasonable connection, and later pages find them in the cache.
            const css = String(asset.source)
              .trim()
              .replace(/font-display:\s*swap/g, 'font-display:optional');
            return `\n    <style nonce="__CSP_NONCE__">${css}</style>`;
          },
        );
        const fonts = Object.values(bundle).filter(
          (asset) =>
            asset.type === 'asset' &&
            asset.originalFileNames.some((name) => FIRST_SCREEN_FONTS.some((font) => name.endsWith(`/${font}`))),
        );
        return {
          html: inlined,
          tags: fonts.map((font) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font.fileName}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/**
 * For the server build: the files of each public route chunk that a page's first load fetches
 * beyond the entry's own (index.html already preloads those), keyed by chunk name, read from
 * the client build's manifest. entry-server links them (modulepreload), so the page's chunk
 * downloads alongside the entry instead of after it. Empty without a client build.
 */
function routeChunkFiles(clientDir: string): Record<string, string[]> {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  type Chunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const closure = (key: string) => {
    const seen = new Set([key]);
    for (const next of seen) for (const imported of manifest[next]?.imports ?? []) seen.add(imported);
    return seen;
  };
  const initial = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]?.isEntry)
      .flatMap((key) => [...closure(key)]),
  );
  const files: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.name || !/^src\/routes\/public\//.test(key)) continue;
    files[chunk.name] = [...closure(key)].filter((k) => !initial.has(k)).map((k) => `/${manifest[k]?.file}`);
  }
  return files;
}

/**
 * Defines __ROUTE_CHUNK_FILES__ for the server build, from the client build next to its output
 * (dist/client beside dist/server, or beside whatever --outDir names).
 */
function routeChunkFilesDefine(): Plugin {
  return {
    name: 'firm:route-chunk-files',
    apply: 'build',
    config(config) {
      const root = config.root ?? import.meta.dirname;
      const serverDir = path.resolve(root, config.build?.outDir ?? 'dist/server');
      const files = routeChunkFiles(path.join(serverDir, '..', 'client'));
      return { define: { __ROUTE_CHUNK_FILES__: JSON.stringify(files) } };
    },
  };
}

/**
 * Two builds from one config: `vite build` makes the browser bundle
 * (dist/client: hashed assets, manifest, the index.html template) and
 * `vite build --ssr src/entry-server.tsx` the Node module the server calls
 * (dist/server/entry-server.js).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), ...(isSsrBuild ? [routeChunkFilesDefine()] : [reactRouterPure(), inlineCssAndPreloadFonts()])],
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
