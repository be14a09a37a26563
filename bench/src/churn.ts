import type { Api } from './api';
import { failedLoad, measureLoad, type LoadOptions, type LoadResult } from './load';

/**
 * The server under load while staff write (issue 15): each target measured quiet, then again
 * while a writer edits one post's text every 200 ms and signs in every second, as autosave and
 * a busy back office will. After each acknowledged edit the writer reads the edited post back
 * (its public JSON and its page, in turn) and counts a stale read when the edit is not there:
 * an acknowledged write must show on the very next request.
 */

export const EDIT_EVERY_MS = 200;
export const SIGN_IN_EVERY_MS = 1000;

/** A target: one URL, or paths on its origin asked for in turn (many posts). */
export interface ChurnLoad {
  name: string;
  url: string;
  rotate?: string[];
  /** What the report shows for `rotate`. */
  label?: string;
}

export interface ChurnTarget {
  name: string;
  path: string;
  quiet: LoadResult;
  busy: LoadResult;
  /** busy.rps / quiet.rps. */
  kept: number;
}

export interface ChurnResult {
  /** The post the writer edits (another than the measured ones). */
  edited: string;
  targets: ChurnTarget[];
  edits: number;
  signIns: number;
  writeErrors: string[];
  /** Reads of the edited post right after an acknowledged edit, and how many missed it. */
  readsChecked: number;
  staleReads: number;
}

type Writer = {
  stop: () => Promise<void>;
  stats: Pick<ChurnResult, 'edits' | 'signIns' | 'writeErrors' | 'readsChecked' | 'staleReads'>;
};

function startWriter(
  base: string,
  api: Api,
  token: string,
  admin: { email: string; password: string },
  edited: { slug: string; sectionId: number },
): Writer {
  const stats = { edits: 0, signIns: 0, writeErrors: [] as string[], readsChecked: 0, staleReads: 0 };
  let running = true;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const failed = (what: string, error: unknown) => {
    if (stats.writeErrors.length < 5)
      stats.writeErrors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    else stats.writeErrors.push('…');
  };

  const edits = (async () => {
    while (running) {
      const next = performance.now() + EDIT_EVERY_MS;
      const marker = `revisão-${Date.now()}-${stats.edits}`;
      try {
        await api.updateSection(token, edited.sectionId, `Texto revisto pela equipe (${marker}).`);
        stats.edits += 1;
        const url =
          stats.edits % 2 === 0
            ? `${base}/api/post/public-posts/${encodeURIComponent(edited.slug)}/`
            : `${base}/blog/${encodeURIComponent(edited.slug)}`;
        const body = await (await fetch(url)).text();
        stats.readsChecked += 1;
        if (!body.includes(marker)) stats.staleReads += 1;
      } catch (error) {
        failed('edit', error);
      }
      await sleep(Math.max(0, next - performance.now()));
    }
  })();
  const signIns = (async () => {
    while (running) {
      try {
        await api.login(admin.email, admin.password);
        stats.signIns += 1;
      } catch (error) {
        failed('sign-in', error);
      }
      await sleep(SIGN_IN_EVERY_MS);
    }
  })();
  return {
    stats,
    stop: async () => {
      running = false;
      await Promise.all([edits, signIns]);
    },
  };
}

export async function measureUnderWrites(
  base: string,
  api: Api,
  token: string,
  admin: { email: string; password: string },
  editedSlug: string,
  targets: ChurnLoad[],
  options: LoadOptions,
  progress: (message: string) => void,
): Promise<ChurnResult> {
  const post = await api.publicPost(editedSlug);
  const section = post.sections.find((s) => s.type === 'paragraph') ?? post.sections[0];
  if (!section) throw new Error(`the edited post ${editedSlug} has no section`);
  const result: ChurnResult = {
    edited: `/blog/${editedSlug}`,
    targets: [],
    edits: 0,
    signIns: 0,
    writeErrors: [],
    readsChecked: 0,
    staleReads: 0,
  };
  for (const { name, url, rotate, label } of targets) {
    let quiet: LoadResult;
    let busy: LoadResult;
    try {
      quiet = await measureLoad(name, url, options, rotate);
    } catch (error) {
      quiet = failedLoad(name, url, options.tool, error);
    }
    const writer = startWriter(base, api, token, admin, { slug: editedSlug, sectionId: section.id });
    try {
      busy = await measureLoad(name, url, options, rotate);
    } catch (error) {
      busy = failedLoad(name, url, options.tool, error);
    } finally {
      await writer.stop();
    }
    result.edits += writer.stats.edits;
    result.signIns += writer.stats.signIns;
    result.readsChecked += writer.stats.readsChecked;
    result.staleReads += writer.stats.staleReads;
    result.writeErrors.push(...writer.stats.writeErrors);
    const kept = busy.rps / quiet.rps;
    result.targets.push({ name, path: label ?? quiet.path, quiet, busy, kept });
    progress(
      `with writes ${name}: ${busy.rps.toFixed(0)} req/s (${(kept * 100).toFixed(0)} % of ${quiet.rps.toFixed(0)} quiet), p99 ${busy.p99Ms.toFixed(1)} ms, ${busy.errors} errors; ${writer.stats.edits} edits, ${writer.stats.staleReads} stale`,
    );
  }
  return result;
}
