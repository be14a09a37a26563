import type { Paginated, Post, PostSummary, Tag, TeamMember } from './entities';
import type { BlogListQuery, PublicPage } from './pagePaths';

/*
 * The contract between the server and the app's server entry (app/src/entry-server.tsx, built to
 * app/dist/server/entry-server.js). Types only, plus the run-time guard: the server loads the
 * *built* module at run time, so type-checking it must not depend on the app being built, and
 * `isAppServerEntry` checks the loaded module so a mismatch fails with a clear message. The app
 * checks its entry against `AppServerEntry` at compile time (app/src/ssr/serverEntryConforms.ts).
 */

/** The page an address shows, as the server reads it: `page`, for a post `slug`, for /blog `blog`. */
export type AppPage = { page: PublicPage['page']; slug?: string; blog?: BlogListQuery };

/**
 * The data a page is rendered with, in the API's own shapes (what the matching GET returns in
 * `data`). Each field is optional: a page renders its loading state for what is missing and the
 * browser fetches it.
 */
export interface PrefetchedData {
  /** '/': the first page of GET /api/post/public-posts/ (no filters). */
  posts?: Paginated<PostSummary>;
  /**
   * '/blog': pages 1..N of GET /api/post/public-posts/ with the address's filters (its `blog`
   * query), as 'Carregar mais' accumulates them; read at once, N clamped to the pages there are.
   */
  blogPages?: Paginated<PostSummary>[];
  /** '/': GET /api/user/list/. */
  team?: TeamMember[];
  /** '/blog': GET /api/post/public-post-tags/. */
  tags?: Pick<Tag, 'name'>[];
  /** '/blog/:slug': the published post, or null when the slug is unknown or not published (→ 404). */
  post?: Post | null;
}

export interface RenderOptions {
  /** Public origin (PUBLIC_URL) for canonical, Open Graph and JSON-LD URLs, e.g. 'https://www.firm.adv.br'. */
  origin: string;
  /** The response's CSP nonce, written on every script and style tag of the page. */
  nonce?: string;
}

export interface AppServerEntry {
  matchPage(pathname: string, search?: string): AppPage;
  /** What the server should fetch for a page (the keys of PrefetchedData). */
  dataNeeds(page: AppPage): (keyof PrefetchedData)[];
  /** Renders the page and fills the built index.html with it. */
  renderPage(
    template: string,
    url: string,
    data: PrefetchedData,
    options: RenderOptions,
  ): Promise<{ status: number; html: string }>;
  /** The placeholder Vite writes where the nonce goes in index.html. */
  NONCE_PLACEHOLDER: string;
}

export function isAppServerEntry(value: unknown): value is AppServerEntry {
  const m = value as Partial<Record<keyof AppServerEntry, unknown>> | null;
  return (
    !!m &&
    typeof m.matchPage === 'function' &&
    typeof m.dataNeeds === 'function' &&
    typeof m.renderPage === 'function' &&
    typeof m.NONCE_PLACEHOLDER === 'string'
  );
}
