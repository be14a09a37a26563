import type { Plugin } from 'vite';

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
      return (
        resolved && { ...resolved, id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') }
      );
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
        id: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|icons[\\/][^\\/]+)\.mjs$/,
      },
      handler(code, id) {
        if (/createLucideIcon\.mjs$/.test(id)) return { code: SLIM_CREATE_LUCIDE_ICON, map: null };
        // Also drops the `__iconData.node;` statement each icon module has (a no-op).
        return { code: code.replace(/,\s*key:\s*"[^"]*"/g, '').replace(/^__iconData\.node;$/m, ''), map: null };
      },
    },
  };
}

/**
 * styled-components pushes stylis's vendor prefixer into its pipeline only when a
 * StyleSheetManager asks for `enableVendorPrefixes`; the site never does (the browsers it
 * targets need no prefixes), yet the check keeps the whole prefixer table (~1.3 KB) in the
 * bundle. Dropping the check lets it fall away. The build fails if the check is not found.
 */
export function styledComponentsWithoutPrefixer(): Plugin {
  const check = /[\w$]+\.prefix&&[\w$]+\.push\([\w$]+\.prefixer\),/;
  return {
    name: 'firm:styled-components-without-prefixer',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/ },
      handler(code) {
        if (!check.test(code)) throw new Error('styled-components: the vendor-prefixer check was not found');
        return { code: code.replace(check, ''), map: null };
      },
    },
  };
}

/**
 * SWR reads stores through `use-sync-external-store/shim`, a fallback for React before 18 that
 * React 19 has built in: the browser gets React's own hook instead of the shim's copy.
 */
export function syncExternalStoreFromReact(): Plugin {
  const id = '\0firm:use-sync-external-store-shim';
  return {
    name: 'firm:sync-external-store-from-react',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return /^use-sync-external-store\/shim(?:\/index\.js)?$/.test(source) ? id : null;
    },
    load(source) {
      return source === id ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}
