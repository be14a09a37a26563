import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The in-memory cache of public answers: rendered pages, public JSON and images, kept ready to
 * send (compressed once per entry, see entries.ts and pages/cachedPage.ts). Correctness first —
 * an entry is served only while nothing it was made from can have changed:
 *
 * - Every write empties it at once: `invalidate()` runs after each write transaction of this
 *   process (plugins/database.ts) and after any successful non-GET request to /api/
 *   (plugins/responseCache.ts). An answer being made while a write lands is not stored: it
 *   belongs to the generation that was current when it started reading.
 * - Writes by another process (several instances on one PostgreSQL) are seen through the
 *   content version, a counter every write transaction increments: it is read at most once a
 *   second (`RECHECK_MS`), before serving, and a new value empties the cache.
 * - Time: a scheduled post appears when its publication time comes, so the cache empties
 *   itself at the earliest future publication time (read with the version); and after
 *   `MAX_AGE_MS` in any case, a bound for anything else time-dependent in a page.
 *
 * Bounded by entries and bytes, least recently used first out. See docs/decisions/0010.
 */
/** The headers the server adds to an answer with this status (plugins/security.ts). */
export type ServerHeaders = (status: number) => Record<string, string>;

export interface CacheEntry {
  /** Bytes held; may grow as encodings are made on first demand (then `grew` is called). */
  readonly size: number;
  /** Answers the request from the entry (200 or 304). */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /**
   * The same answer written to Node's response before Fastify sees the request
   * (plugins/responseCache.ts), with `serverHeaders` in place of the hooks'; returns the status.
   */
  sendRaw(request: IncomingMessage, response: ServerResponse, serverHeaders: ServerHeaders): number;
  /** Set by the cache: report bytes added after the entry was stored. */
  grew?: ((bytes: number) => void) | undefined;
}

/** What the freshness checks read from the database (repositories/contentState.ts). */
export type ContentState = { version: number; nextPublication: string | null };

export type ResponseCacheOptions = {
  /** Total bytes held; 0 turns the cache off (every request is answered as if it were not there). */
  maxBytes: number;
  maxEntries?: number;
  readState: (now: string) => Promise<ContentState>;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; tests move the clock with vi.setSystemTime. */
  now?: () => number;
};

/** How old the last look at the content version may be when an entry is served. */
export const RECHECK_MS = 1_000;
/** No entry outlives this, whatever happens. */
export const MAX_AGE_MS = 5 * 60_000;
/** Generation handed out when freshness could not be established: nothing is read or stored. */
export const NO_CACHE = -1;
const DEFAULT_MAX_ENTRIES = 2_000;

/** Looked at less than RECHECK_MS ago (a clock set back counts as due). */
const isRecent = (elapsed: number) => elapsed >= 0 && elapsed < RECHECK_MS;

export class ResponseCache {
  readonly enabled: boolean;
  private generationNumber = 0;
  /** Insertion order is recency order, approximately: see get() and evict(). */
  private readonly entries = new Map<string, { entry: CacheEntry; used: boolean }>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly readState: ResponseCacheOptions['readState'];
  private readonly log: FastifyBaseLogger;
  private readonly now: () => number;
  /** When the current generation began (the last time the cache was emptied). */
  private bornAt: number;
  /** When the content version was last read and found unchanged; -Infinity: read it first. */
  private checkedAt = -Infinity;
  /** The current generation must end by then (next scheduled publication, or its maximum age). */
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
    this.bornAt = this.now();
  }

  get generation(): number {
    return this.generationNumber;
  }

  /** Entries and bytes held (tests, diagnostics). */
  get stats(): { entries: number; bytes: number; generation: number } {
    return { entries: this.entries.size, bytes: this.bytes, generation: this.generationNumber };
  }

  /**
   * May the current entries be served right now, without waiting? False when the content
   * version is due for a look or the generation has expired: the request then goes to its
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

  /** Everything held is dropped; answers being made now will not be stored. */
  invalidate(): void {
    if (!this.enabled) return;
    this.generationNumber += 1;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
    this.bornAt = this.now();
    this.checkedAt = -Infinity;
    this.expiresAt = Infinity;
  }

  /**
   * Makes sure the entries held are current (reading the content version when due) and
   * returns the generation an answer made now belongs to — NO_CACHE if that could not be
   * established (the database failed, or writes kept landing during the look).
   */
  async ready(): Promise<number> {
    if (!this.enabled) return NO_CACHE;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const now = this.now();
      if (now >= this.expiresAt) this.invalidate();
      if (isRecent(now - this.checkedAt)) return this.generationNumber;
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = undefined;
      });
      if (!(await this.refreshing)) return NO_CACHE;
    }
    return NO_CACHE;
  }

  /** Reads the content state; false if the database could not answer (the cache is then empty). */
  private async refresh(): Promise<boolean> {
    const generation = this.generationNumber;
    const now = this.now();
    let state: ContentState;
    try {
      state = await this.readState(new Date(now).toISOString());
    } catch (err) {
      this.log.warn({ err }, 'cache de respostas: estado do conteúdo ilegível; cache esvaziado');
      this.invalidate();
      return false;
    }
    // Written here meanwhile: what was read may predate the write; look again.
    if (generation !== this.generationNumber) return true;
    // Written elsewhere (another instance on the same database) since the last look.
    if (this.version !== undefined && state.version !== this.version) this.invalidate();
    this.version = state.version;
    this.checkedAt = now;
    const next = state.nextPublication === null ? Infinity : Date.parse(state.nextPublication);
    this.expiresAt = Math.min(Number.isNaN(next) ? Infinity : next, this.bornAt + MAX_AGE_MS);
    return true;
  }

  /** The entry for this key, if any (call only after `fresh` or `ready()`). */
  get(key: string): CacheEntry | undefined {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    // Second chance instead of moving the key to the back on every hit (two Map writes per
    // request): eviction passes over a used entry once, clearing the mark.
    slot.used = true;
    return slot.entry;
  }

  /** Whether an entry is held for this key (without counting as a use). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Stores an entry made in `generation`; refused if the cache was emptied since, or it is too big. */
  set(key: string, generation: number, entry: CacheEntry): boolean {
    if (!this.enabled || generation !== this.generationNumber || entry.size > this.maxBytes / 8) return false;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.entry.size;
      previous.entry.grew = undefined;
    }
    this.entries.set(key, { entry, used: false });
    this.bytes += entry.size;
    entry.grew = (added) => {
      if (this.entries.get(key)?.entry !== entry) return;
      this.bytes += added;
      this.evict();
    };
    this.evict();
    return true;
  }

  /** Drops the least recently used entries until within bounds (a used one goes to the back once). */
  private evict(): void {
    while (this.entries.size > 0 && (this.bytes > this.maxBytes || this.entries.size > this.maxEntries)) {
      const [key, slot] = this.entries.entries().next().value as [string, { entry: CacheEntry; used: boolean }];
      this.entries.delete(key);
      if (slot.used && this.entries.size > 0) {
        slot.used = false;
        this.entries.set(key, slot);
        continue;
      }
      this.bytes -= slot.entry.size;
      slot.entry.grew = undefined;
    }
  }

  /**
   * Runs `make` once for concurrent requests of the same key and generation (a page rendered
   * once when 50 visitors ask for it at the same moment, not 50 times); they all get its result.
   */
  async produce<T>(key: string, generation: number, make: () => Promise<T>): Promise<T> {
    if (generation === NO_CACHE) return make();
    const id = `${generation} ${key}`;
    const running = this.pending.get(id) as Promise<T> | undefined;
    if (running) return running;
    const started = make();
    this.pending.set(id, started);
    try {
      return await started;
    } finally {
      if (this.pending.get(id) === started) this.pending.delete(id);
    }
  }
}
