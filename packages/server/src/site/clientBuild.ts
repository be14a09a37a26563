import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firm, isAppServerEntry, type AppServerEntry } from '@firm/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { indexStaticFiles, StaticFileSender, type StaticIndex } from './staticFiles';

/** The app's build, loaded: what the static files and the page renderer serve. */
export type ClientBuild = {
  /** app/dist/client/index.html, the page every response fills. */
  template: string;
  /** app/dist/server/entry-server.js. */
  entry: AppServerEntry;
  files: StaticIndex;
  sender: StaticFileSender;
};

/** After a failed load (a half-written build), wait this long before trying again. */
const RETRY_AFTER_MS = 5_000;

/**
 * Finds and loads the app's build (`npm run build -w @firm/app`) on first use, once. Until a
 * build exists the site answers 503 and the API works as usual (the API's tests need no
 * build); a build that appears later is picked up by the next request. A build replaced under
 * a running server needs a restart: index.html and the asset list are read once.
 */
export class ClientBuildLoader {
  readonly clientDir: string;
  readonly templateFile: string;
  readonly entryFile: string;
  /** The entry with its dependencies in one file (scripts/bundle-ssr.mjs), loaded instead when current. */
  readonly bundledEntryFile: string;
  private loading: Promise<ClientBuild | null> | undefined;
  private failedAt = 0;
  private warnedMissing = false;

  constructor(
    distDir: string,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.clientDir = path.join(distDir, 'client');
    this.templateFile = path.join(this.clientDir, 'index.html');
    this.entryFile = path.join(distDir, 'server', 'entry-server.js');
    this.bundledEntryFile = path.join(distDir, 'server', 'entry-server.bundle.mjs');
  }

  /** The loaded build, or null while there is none (or it failed to load: see the log). */
  get(): Promise<ClientBuild | null> {
    if (this.loading) return this.loading;
    if (Date.now() - this.failedAt < RETRY_AFTER_MS) return Promise.resolve(null);
    if (!existsSync(this.templateFile) || !existsSync(this.entryFile)) {
      if (!this.warnedMissing) {
        this.warnedMissing = true;
        this.log.warn({ missing: [this.templateFile, this.entryFile] }, this.missingMessage());
      }
      return Promise.resolve(null);
    }
    this.loading = this.load().catch((err: unknown) => {
      this.log.error({ err, dir: this.clientDir }, 'falha ao carregar o front end compilado');
      this.loading = undefined;
      this.failedAt = Date.now();
      return null;
    });
    return this.loading;
  }

  /** The 503 text of the pages while there is no build. */
  missingMessage(): string {
    return (
      `O front end não foi compilado: faltam ${this.templateFile} e/ou ${this.entryFile}.\n` +
      'Execute `npm run build -w @firm/app` (ou `npm start`, que compila tudo) e reinicie o servidor.\n'
    );
  }

  /** The bundled entry when it was made from the current entry (not older than it), else the entry. */
  private async entryToLoad(): Promise<string> {
    const [entry, bundled] = await Promise.all([
      stat(this.entryFile),
      stat(this.bundledEntryFile).catch(() => undefined),
    ]);
    return bundled && bundled.mtimeMs >= entry.mtimeMs ? this.bundledEntryFile : this.entryFile;
  }

  private async load(): Promise<ClientBuild> {
    const started = performance.now();
    const entryFile = await this.entryToLoad();
    const [template, files, entry] = await Promise.all([
      readFile(this.templateFile, 'utf8'),
      indexStaticFiles(this.clientDir),
      import(pathToFileURL(entryFile).href) as Promise<unknown>,
    ]);
    if (!isAppServerEntry(entry)) {
      throw new Error(`${entryFile} não exporta matchPage, dataNeeds, renderPage e NONCE_PLACEHOLDER`);
    }
    this.log.info(
      {
        dir: this.clientDir,
        entry: path.basename(entryFile),
        files: files.size,
        ms: Math.round(performance.now() - started),
      },
      'front end carregado',
    );
    return { template: withFeedLink(template, this.publicUrl), entry, files, sender: new StaticFileSender() };
  }
}

/** Makes the blog's feed discoverable from every page, unless the app already links it. */
function withFeedLink(template: string, publicUrl: string): string {
  if (template.includes('application/rss+xml') || !template.includes('</head>')) return template;
  const title = `Blog | ${firm.name}`.replace(/&/g, '&amp;');
  const link = `<link rel="alternate" type="application/rss+xml" title="${title}" href="${publicUrl}/blog/rss.xml">`;
  return template.replace('</head>', `  ${link}\n  </head>`);
}

/**
 * `app.clientBuild`: the one loader the static files and the page renderer share. With
 * `preload`, loading starts now, in the background (`get()` later returns the same promise).
 */
export const clientBuildPlugin = fp(
  async (app: FastifyInstance, options: { preload: boolean }) => {
    const loader = new ClientBuildLoader(app.config.appDistDir, app.config.publicUrl, app.log);
    app.decorate('clientBuild', loader);
    if (options.preload) void loader.get();
  },
  { name: 'client-build' },
);
