import fs from 'node:fs';
import type { Plugin } from 'vite';

/*
 * Each trim below reads or rewrites a library's published files, so the library is pinned to an
 * exact version and every trim stops the build, naming what it no longer finds, when an upgrade
 * moves it (docs/decisions/0018-library-internals.md; `libraryTrims.test.ts` runs the same checks
 * against the installed packages).
 */

/**
 * react-router's package exports point at its development build only (extra warnings and checks,
 * ~0.5 KB more for a visitor); its production build ships beside it, and the browser gets that.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'firm:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/^react-router(?:\/dom)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: reactRouterProductionFile(resolved.id) };
    },
  };
}

/**
 * react-router's build marks neither its forwardRef/createContext calls as pure nor its
 * `displayName` assignments as removable, so every component it exports (Form, NavLink, Link
 * with its prefetching…) would ride along in the visitor's bundle although the app uses a few
 * hooks and <Routes>. This adds the annotations its source lacks; unused components then drop.
 */
export function reactRouterPure(): Plugin {
  let found = { displayNames: 0, pureCalls: 0 };
  return {
    name: 'firm:react-router-pure',
    apply: 'build',
    buildStart() {
      found = { displayNames: 0, pureCalls: 0 };
    },
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/ },
      handler(code) {
        const marked = markReactRouterPure(code);
        found.displayNames += marked.displayNames;
        found.pureCalls += marked.pureCalls;
        return { code: marked.code, map: null };
      },
    },
    buildEnd(error) {
      if (
        !error &&
        Array.from(this.getModuleIds()).some((id) => /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id))
      )
        assertReactRouterMarked(found);
    },
  };
}

/** The `…/dist/production/…` twin of a react-router module resolved to its development build. */
export function reactRouterProductionFile(id: string): string {
  const production = id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
  if (production === id || !fs.existsSync(production.replace(/\?.*$/, '')))
    throw new Error(`react-router: no production build beside ${id} (its dist/development|production layout changed)`);
  return production;
}

/** react-router's module with its components' calls marked pure and `displayName`s removed. */
export function markReactRouterPure(code: string): { code: string; displayNames: number; pureCalls: number } {
  let displayNames = 0;
  let pureCalls = 0;
  const marked = code
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, () => {
      displayNames += 1;
      return '';
    })
    .replace(/= (React\d*\.(?:forwardRef|createContext|memo))\(/g, (_, call: string) => {
      pureCalls += 1;
      return `= /* @__PURE__ */ ${call}(`;
    });
  return { code: marked, displayNames, pureCalls };
}

/** Fails when react-router's build no longer has the statements `markReactRouterPure` rewrites. */
export function assertReactRouterMarked(found: { displayNames: number; pureCalls: number }): void {
  if (found.displayNames === 0 || found.pureCalls === 0)
    throw new Error(
      `react-router: found ${found.displayNames} \`X.displayName = "…";\` lines and ${found.pureCalls} ` +
        '`= React.forwardRef|createContext|memo(` calls to mark pure; expected some of each',
    );
}

/**
 * lucide-react draws every icon through a general renderer (context defaults, alias classes,
 * non-scaling strokes, a11y detection, name conversions: ~3.5 KB) and gives each path a random
 * React key. The site passes icons at most `size`, `strokeWidth`, `className`, `aria-*` and
 * children, so both builds swap in this renderer: the same <svg> with the same attributes and
 * classes (`lucide lucide-<name> …`, `aria-hidden` unless labelled), its paths as plain
 * children (no keys needed). Storybook, tests and the dev server run lucide as published.
 */
const SLIM_CREATE_LUCIDE_ICON = `
import { forwardRef, createElement } from 'react';
const labelled = (props) => Object.keys(props).some((k) => (k.startsWith('aria-') || k === 'role' || k === 'title') && props[k] != null);
export default function createLucideIcon({ name, node, aliases = [] }) {
  const classes = ['lucide', 'lucide-' + name, ...aliases.map((alias) => 'lucide-' + alias)];
  return forwardRef(({ color = 'currentColor', size = 24, width = size, height = size, strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest }, ref) =>
    createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(width) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set([...classes, ...(className ?? '').split(/\\s+/)])].filter(Boolean).join(' '),
        ...(!children && !labelled(rest) && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    ),
  );
}
`;

export function slimLucideIcons(): Plugin {
  return {
    name: 'firm:slim-lucide-icons',
    apply: 'build',
    transform: {
      filter: {
        // Each icon's module, not the icons/index.mjs that re-exports them.
        id: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|icons[\\/](?!index\.)[^\\/]+)\.mjs$/,
      },
      handler(code, id) {
        return { code: slimLucideModule(code, id), map: null };
      },
    },
  };
}

/**
 * lucide's createLucideIcon replaced by the slim renderer, or an icon module without its paths'
 * keys. Both check that the module still has the shape the slim renderer relies on: icons built
 * from one `__iconData` object (`name`, `node`), and a createLucideIcon that accepts it.
 */
export function slimLucideModule(code: string, id: string): string {
  if (/createLucideIcon\.mjs$/.test(id)) {
    if (!/function createLucideIcon\(iconDataOrName\b/.test(code))
      throw new Error(`lucide-react: createLucideIcon(iconDataOrName, …) not found in ${id}`);
    return SLIM_CREATE_LUCIDE_ICON;
  }
  if (
    !/^const __iconData = \{\n {2}name: "[^"]+",[^]*?\n {2}node: \[/m.test(code) ||
    !/createLucideIcon\(__iconData\)/.test(code)
  )
    throw new Error(`lucide-react: an icon module no longer builds its icon from __iconData { name, node } (${id})`);
  // Also drops the `__iconData.node;` statement each icon module has (a no-op).
  return code.replace(/,\s*key:\s*"[^"]*"/g, '').replace(/^__iconData\.node;$/m, '');
}

/**
 * styled-components pushes stylis's vendor prefixer into its pipeline only when a
 * StyleSheetManager asks for `enableVendorPrefixes`; the site never does (the browsers it
 * targets need no prefixes), yet the check keeps the whole prefixer table (~1.3 KB) in the
 * bundle. Dropping the check lets it fall away. The build fails if the check is not found.
 */
export function styledComponentsWithoutPrefixer(): Plugin {
  return {
    name: 'firm:styled-components-without-prefixer',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/ },
      handler(code) {
        return { code: dropVendorPrefixerCheck(code), map: null };
      },
    },
  };
}

/** styled-components' browser build without its `enableVendorPrefixes` check. */
export function dropVendorPrefixerCheck(code: string): string {
  const check = /[\w$]+\.prefix&&[\w$]+\.push\([\w$]+\.prefixer\),/;
  if (!check.test(code)) throw new Error('styled-components: the vendor-prefixer check was not found');
  return code.replace(check, '');
}

/**
 * SWR reads stores through `use-sync-external-store/shim`, a fallback for React before 18 that
 * React 19 has built in: the browser gets React's own hook instead of the shim's copy.
 */
export function syncExternalStoreFromReact(): Plugin {
  const id = '\0firm:use-sync-external-store-shim';
  let replaced = false;
  return {
    name: 'firm:sync-external-store-from-react',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    resolveId(source) {
      if (!/^use-sync-external-store\/shim(?:\/index\.js)?$/.test(source)) return null;
      replaced = true;
      return id;
    },
    load(source) {
      return source === id ? "export { useSyncExternalStore } from 'react';" : null;
    },
    buildEnd(error) {
      if (!error && !replaced && Array.from(this.getModuleIds()).some((m) => /[\\/]node_modules[\\/]swr[\\/]/.test(m)))
        throw new Error('swr: no longer imports use-sync-external-store/shim (drop this trim)');
    },
  };
}
