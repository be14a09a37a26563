import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientBuildLoader } from '../../src/site/clientBuild';
import { makeFakeBuild, type FakeBuild } from '../pages/fakeBuild';

const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;

/** A copy of the fake entry whose pages say which file rendered them. */
function writeBundled(build: FakeBuild, mtime?: Date): string {
  const entry = path.join(build.dir, 'server', 'entry-server.js');
  const bundled = path.join(build.dir, 'server', 'entry-server.bundle.mjs');
  fs.writeFileSync(bundled, fs.readFileSync(entry, 'utf8').replace("'<p>' + page.page", "'<p>bundled ' + page.page"));
  if (mtime) fs.utimesSync(bundled, mtime, mtime);
  return bundled;
}

const renderHome = async (loader: ClientBuildLoader) => {
  const build = (await loader.get())!;
  return (await build.entry.renderPage(build.template, '/', {}, { origin: 'http://x' })).html;
};

describe('ClientBuildLoader', () => {
  let build: FakeBuild;
  afterEach(() => build.remove());

  it('loads the bundled entry (scripts/bundle-ssr.mjs) when there is one made from the current entry', async () => {
    build = makeFakeBuild();
    writeBundled(build);
    expect(await renderHome(new ClientBuildLoader(build.dir, 'http://x', silent))).toContain('<p>bundled home</p>');
  });

  it("loads Vite's entry when the bundle is older than it (a rebuild since)", async () => {
    build = makeFakeBuild();
    writeBundled(build, new Date(Date.now() - 60_000));
    expect(await renderHome(new ClientBuildLoader(build.dir, 'http://x', silent))).toContain('<p>home</p>');
  });

  it("loads Vite's entry when there is no bundle", async () => {
    build = makeFakeBuild();
    expect(await renderHome(new ClientBuildLoader(build.dir, 'http://x', silent))).toContain('<p>home</p>');
  });
});
