import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheEntry } from '../http/bytesEntry';
import { dependsOn, type Dependency } from './dependencies';

/**
 * The in-memory cache of public answers: rendered pages, public JSON and images, kept ready to
 * send (http/bytesEntry.ts). Correctness first — an entry is served only while nothing it was
 * made from can have changed (docs/decisions/0010 and 0019):
 *
 * - Each entry lists its dependencies (cache/dependencies.ts). A write of this process drops,
 *   right after it commits and before its answer leaves (plugins/database.ts), exactly the
 *   entries that share a dependency with it. An answer being made while such a write lands is
 *   not stored: `ready()` hands out a ticket, and `set()` refuses an entry when one of its
 *   dependencies was dropped after that ticket.
 * - Writes by another process (several instances on one PostgreSQL) are seen through the
 *   content version, a counter every write with dependencies increments, and the log of what
 *   each changed: both are read at most once a second (`RECHECK_MS`), before serving; the
 *   entries depending on what others changed are dropped (all of them when the log cannot say).
 * - Time: a scheduled post appears when its publication time comes, so the post lists are
 *   dropped at the earliest future publication time (read with the version); and no entry is
 *   served once older than `MAX_AGE_MS`, a bound for anything else time-dependent in a page.
 *
 * Bounded by entries and bytes, least recently used first out.
 */

/** What the freshness checks read from the database (repositories/contentState.ts). */
export type ContentState = {
  version: number;
  nextPublication: string | null;
  /**
   * What other processes changed since the version passed to `readState` — 'all' (or missing)
   * when that cannot be told (the log was pruned, or nothing was known before).
   */
  changed?: Dependency[] | 'all';
};

export type ResponseCacheOptions = {
  /** Total bytes held; 0 turns the cache off (every request is answered as if it were not there). */
  maxBytes: number;
  maxEntries?: number;
  /** The content state now; `since`: the version last seen (undefined on the first look). */
  readState: (now: string, since: number | undefined) => Promise<ContentState>;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; tests move the clock with vi.setSystemTime. */
  now?: () => number;
};

/** How old the last look at the content version may be when an entry is served. */
export const RECHECK_MS = 1_000;
/** No entry is served once older than this, whatever happens. */
export const MAX_AGE_MS = 5 * 60_000;
/** Ticket handed out when freshness could not be established: nothing is read or stored. */
export const NO_CACHE = -1;
const DEFAULT_MAX_ENTRIES = 2_000;

/** Looked at less than RECHECK_MS ago (a clock set back counts as due). */
const isRecent = (elapsed: number) => elapsed >= 0 && elapsed < RECHECK_MS;

type Slot = { entry: CacheEntry; used: boolean; bornAt: number; dependencies: readonly Dependency[] };

export class ResponseCache {
  readonly enabled: boolean;
  /** Counts drops: a ticket is its value when an answer started; `set` compares against it. */
  private tick = 0;
  /** The tick of the last drop of each dependency, and of everything. */
  private readonly droppedAt = new Map<Dependency, number>();
  private allDroppedAt = 0;
  /** Insertion order is recency order, approximately: see get() and evict(). */
  private readonly entries = new Map<string, Slot>();
  /** The keys of the entries held for each dependency. */
  private readonly byDependency = new Map<Dependency, Set<string>>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly readState: ResponseCacheOptions['readState'];
  private readonly log: FastifyBaseLogger;
  private readonly now: () => number;
  /** When the content version was last read and found unchanged; -Infinity: read it first. */
  private checkedAt = -Infinity;
  /** The post lists must be dropped then (the next scheduled publication). */
  private expiresAt = Infinity;
  private version: number | undefined;
  private refreshing: Promise<boolean> | undefined;

  constructor(options: ResponseCacheOptions) {
    this.maxBytes = options.maxBytes;
    this.enabled = options.maxBytes > 0;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.readState = options.readState;
    this.log = options.log;
    this.now = options.now ?? (() => Date.now());
  }

  /** Entries and bytes held, and how many drops so far (tests, diagnostics). */
  get stats(): { entries: number; bytes: number; drops: number } {
    return { entries: this.entries.size, bytes: this.bytes, drops: this.tick };
  }

  /**
   * May the current entries be served right now, without waiting? False when the content
   * version is due for a look or a publication time has come: the request then goes to its
   * route, which waits for `ready()`.
   */
  get fresh(): boolean {
    const now = this.now();
    return this.enabled && now < this.expiresAt && isRecent(now - this.checkedAt);
  }

  /**
   * Whether this request may be answered from the cache, or its answer stored: anonymous GETs
   * (Fastify's request or Node's, before Fastify: plugins/responseCache.ts).
   */
  accepts(request: Pick<IncomingMessage, 'method' | 'headers'>): boolean {
    return (
      this.enabled &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.authorization === undefined
    );
  }

  /**
   * Drops the entries that depend on any of `dependencies` (everything when none are given);
   * answers being made now that depend on them will not be stored. `version`: the content
   * version this process's write made — when it follows the last one seen, the next look
   * need not read the change log for it.
   */
  invalidate(dependencies?: readonly Dependency[], version?: number): void {
    if (!this.enabled || dependencies?.length === 0) return;
    this.tick += 1;
    // A new request must not join an answer started before the drop.
    this.pending.clear();
    if (dependencies === undefined) {
      this.allDroppedAt = this.tick;
      this.droppedAt.clear();
      this.entries.clear();
      this.byDependency.clear();
      this.bytes = 0;
      this.checkedAt = -Infinity;
      this.expiresAt = Infinity;
      return;
    }
    for (const dependency of dependencies) {
      this.droppedAt.set(dependency, this.tick);
      for (const key of this.byDependency.get(dependency) ?? []) this.remove(key);
    }
    if (version !== undefined && this.version !== undefined && version === this.version + 1) this.version = version;
    // The next scheduled publication may have moved: look again before serving.
    if (dependencies.includes(dependsOn.postLists)) this.checkedAt = -Infinity;
  }

  /**
   * Makes sure the entries held are current (reading the content version when due) and
   * returns the ticket of an answer made now — NO_CACHE if freshness could not be established
   * (the database failed, or writes kept landing during the look).
   */
  async ready(): Promise<number> {
    if (!this.enabled) return NO_CACHE;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const now = this.now();
      if (now >= this.expiresAt) {
        this.expiresAt = Infinity;
        this.invalidate([dependsOn.postLists]);
      }
      if (isRecent(now - this.checkedAt)) return this.tick;
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = undefined;
      });
      if (!(await this.refreshing)) return NO_CACHE;
    }
    return NO_CACHE;
  }

  /** Reads the content state; false if the database could not answer (the cache is then empty). */
  private async refresh(): Promise<boolean> {
    const tick = this.tick;
    const now = this.now();
    let state: ContentState;
    try {
      state = await this.readState(new Date(now).toISOString(), this.version);
    } catch (err) {
      this.log.warn({ err }, 'cache de respostas: estado do conteúdo ilegível; cache esvaziado');
      this.invalidate();
      return false;
    }
    // Written here meanwhile: what was read may predate the write; look again.
    if (tick !== this.tick) return true;
    // Written elsewhere (another instance on the same database) since the last look.
    if (this.version !== undefined && state.version !== this.version) {
      const changed = state.changed ?? 'all';
      this.invalidate(changed === 'all' ? undefined : changed);
    }
    this.version = state.version;
    this.checkedAt = now;
    const next = state.nextPublication === null ? Infinity : Date.parse(state.nextPublication);
    this.expiresAt = Number.isNaN(next) ? Infinity : next;
    return true;
  }

  /** The entry for this key, if any and not too old (call only after `fresh` or `ready()`). */
  get(key: string): CacheEntry | undefined {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    if (this.now() - slot.bornAt >= MAX_AGE_MS) {
      this.remove(key);
      return undefined;
    }
    // Second chance instead of moving the key to the back on every hit (two Map writes per
    // request): eviction passes over a used entry once, clearing the mark.
    slot.used = true;
    return slot.entry;
  }

  /** Whether an entry is held for this key (without counting as a use). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * Stores an entry made from `dependencies` by an answer that started with `ticket`; refused
   * if one of them was dropped since, or the entry is too big.
   */
  set(key: string, ticket: number, entry: CacheEntry, dependencies: readonly Dependency[]): boolean {
    if (!this.enabled || ticket === NO_CACHE || ticket < this.allDroppedAt || entry.size > this.maxBytes / 8) {
      return false;
    }
    if (dependencies.some((d) => (this.droppedAt.get(d) ?? 0) > ticket)) return false;
    this.remove(key);
    const slot: Slot = { entry, used: false, bornAt: this.now(), dependencies };
    this.entries.set(key, slot);
    for (const dependency of dependencies) {
      let keys = this.byDependency.get(dependency);
      if (!keys) this.byDependency.set(dependency, (keys = new Set()));
      keys.add(key);
    }
    this.bytes += entry.size;
    entry.grew = (added) => {
      if (this.entries.get(key)?.entry !== entry) return;
      this.bytes += added;
      this.evict();
    };
    this.evict();
    return true;
  }

  private remove(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.bytes -= slot.entry.size;
    slot.entry.grew = undefined;
    for (const dependency of slot.dependencies) {
      const keys = this.byDependency.get(dependency);
      keys?.delete(key);
      if (keys?.size === 0) this.byDependency.delete(dependency);
    }
  }

  /** Drops the least recently used entries until within bounds (a used one goes to the back once). */
  private evict(): void {
    while (this.entries.size > 0 && (this.bytes > this.maxBytes || this.entries.size > this.maxEntries)) {
      const [key, slot] = this.entries.entries().next().value as [string, Slot];
      if (slot.used && this.entries.size > 1) {
        this.entries.delete(key);
        slot.used = false;
        this.entries.set(key, slot);
        continue;
      }
      this.remove(key);
    }
  }

  /**
   * Runs `make` once for concurrent requests of the same key (a page rendered once when 50
   * visitors ask for it at the same moment, not 50 times); they all get its result. Any drop
   * ends the sharing: a request arriving after a write never joins an answer started before it.
   */
  async produce<T>(key: string, ticket: number, make: () => Promise<T>): Promise<T> {
    if (ticket === NO_CACHE) return make();
    const running = this.pending.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = make();
    this.pending.set(key, started);
    try {
      return await started;
    } finally {
      if (this.pending.get(key) === started) this.pending.delete(key);
    }
  }
}
