import type { Paginated, Post, PostSummary, Tag, TeamMember } from '@firm/contract';

/**
 * What the server needs from the app's server entry (app/src/entry-server.tsx, built to
 * app/dist/server/entry-server.js). Declared here, structurally, because the server loads the
 * *built* module at run time: type-checking the server must not depend on the app being built.
 * `isAppServerEntry` checks the loaded module against it, so a mismatch fails with a clear message.
 */

/** The page a pathname shows; the server only reads `page` and, for a post, `slug`. */
export type AppPage = { page: string; slug?: string };

/** The data a page is rendered with, in the API's own shapes (what the matching GET returns in `data`). */
export interface PrefetchedData {
  /** First page of GET /api/post/public-posts/ (no filters). */
  posts?: Paginated<PostSummary>;
  /** GET /api/user/list/. */
  team?: TeamMember[];
  /** GET /api/post/public-post-tags/. */
  tags?: Pick<Tag, 'name'>[];
  /** The published post of a /blog/{slug} page; null when unknown or not yet published (→ 404). */
  post?: Post | null;
}

export interface RenderOptions {
  /** Public origin (PUBLIC_URL) for canonical, Open Graph and JSON-LD URLs. */
  origin: string;
  /** The response's CSP nonce, written on every script and style tag of the page. */
  nonce?: string;
}

export interface AppServerEntry {
  matchPage(pathname: string): AppPage;
  dataNeeds(page: AppPage): string[];
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
