import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assertReactRouterMarked,
  dropVendorPrefixerCheck,
  markReactRouterPure,
  reactRouterProductionFile,
  slimLucideModule,
} from './libraryTrims';

/**
 * The build's library trims run against the installed packages, so a bump that moves what a trim
 * rewrites fails here, in the unit project, before anyone builds (docs/decisions/0018).
 */
const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const file = (relative: string) => path.join(modules, relative);
const read = (relative: string) => fs.readFileSync(file(relative), 'utf8');
const mjsIn = (dir: string) =>
  fs
    .readdirSync(file(dir))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => `${dir}/${name}`);

describe('react-router', () => {
  it('has a production build beside each development entry the app imports', () => {
    for (const entry of ['index.mjs', 'dom-export.mjs']) {
      const production = reactRouterProductionFile(file(`react-router/dist/development/${entry}`));
      expect(production).toBe(file(`react-router/dist/production/${entry}`));
    }
    expect(() => reactRouterProductionFile(file('react-router/dist/index.mjs'))).toThrow(/react-router/);
  });

  it('still has displayName assignments and component calls to mark pure', () => {
    const found = { displayNames: 0, pureCalls: 0 };
    for (const module of mjsIn('react-router/dist/production')) {
      const marked = markReactRouterPure(read(module));
      found.displayNames += marked.displayNames;
      found.pureCalls += marked.pureCalls;
    }
    expect(() => assertReactRouterMarked(found)).not.toThrow();
    expect(() => assertReactRouterMarked({ displayNames: 0, pureCalls: found.pureCalls })).toThrow(/react-router/);
  });
});

describe('lucide-react', () => {
  it('swaps createLucideIcon and strips the keys of every icon module', () => {
    expect(
      slimLucideModule(read('lucide-react/dist/esm/createLucideIcon.mjs'), 'dist/esm/createLucideIcon.mjs'),
    ).toContain('export default function createLucideIcon({ name, node, aliases = [] })');
    for (const icon of ['x', 'menu', 'phone']) {
      const slim = slimLucideModule(read(`lucide-react/dist/esm/icons/${icon}.mjs`), `icons/${icon}.mjs`);
      expect(slim).toContain('createLucideIcon(__iconData)');
      expect(slim).not.toMatch(/key:|^__iconData\.node;$/m);
    }
  });

  it('refuses an icon module of another shape', () => {
    expect(() => slimLucideModule('const X = createLucideIcon("x", []);', 'icons/x.mjs')).toThrow(/lucide-react/);
    expect(() => slimLucideModule('function createLucideIcon(name, node) {}', 'createLucideIcon.mjs')).toThrow(
      /lucide-react/,
    );
  });
});

describe('styled-components', () => {
  it('drops the vendor-prefixer check of the browser build', () => {
    const code = read('styled-components/dist/styled-components.browser.esm.js');
    expect(dropVendorPrefixerCheck(code).length).toBeLessThan(code.length);
    expect(() => dropVendorPrefixerCheck('')).toThrow(/styled-components/);
  });
});

describe('swr', () => {
  it('imports use-sync-external-store/shim, which the build answers with React’s own hook', () => {
    const imports = mjsIn('swr/dist').filter((module) => read(module).includes("from 'use-sync-external-store/shim"));
    expect(imports).not.toHaveLength(0);
  });
});
