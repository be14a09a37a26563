import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BytesEntry, type CacheEntry } from '../../src/http/bytesEntry';
import { preferredEncoding } from '../../src/http/encoding';
import { MAX_AGE_MS, NO_CACHE, RECHECK_MS, ResponseCache, type ContentState } from '../../src/cache/responseCache';
import { cachedPage, inlineHashes } from '../../src/pages/cachedPage';

const silent = { warn: () => {} } as never;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and remembers each header', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('cachedPage', () => {
  const standIn = 'cspabc123';
  const html = [
    '<!doctype html><html><head>',
    `<style data-styled="true" nonce="${standIn}">.a{color:red}\r\n.b{}</style>`,
    `<script type="application/ld+json" nonce="${standIn}">{"@type":"Thing"}</script>`,
    `    <meta property="csp-nonce" nonce="${standIn}">`,
    `<script type="module" crossorigin src="/assets/x.js" nonce="${standIn}"></script>`,
    `<link rel="modulepreload" href="/assets/y.js" nonce="${standIn}">`,
    '</head><body><div id="root"><p>texto</p></div>',
    `<script type="application/json" id="__APP_DATA__" nonce="${standIn}">{"a":1}</script>`,
    '</body></html>',
  ].join('\n');

  it('hashes every inline style and script, not external scripts', () => {
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256('{"@type":"Thing"}'), sha256('{"a":1}')],
      styles: [sha256(''), sha256('.a{color:red}\n.b{}')],
    });
  });

  it('drops the nonces and the csp-nonce meta: the same bytes for every visitor, allowed by hash', () => {
    const entry = cachedPage(html, standIn)!;
    expect(entry).toBeDefined();
    const answer = (acceptEncoding?: string) => {
      const sent: Record<string, string> = {};
      let body: Buffer = Buffer.alloc(0);
      const reply = {
        headers(all: Record<string, string>) {
          Object.assign(sent, all);
          return reply;
        },
        code: () => reply,
        send(bytes: Buffer) {
          body = bytes;
          return reply;
        },
      };
      entry.send({ headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} } as never, reply as never);
      return { sent, body };
    };
    const plain = answer();
    const text = plain.body.toString();
    expect(text).not.toContain('nonce');
    expect(text).toContain('<script type="module" crossorigin src="/assets/x.js"></script>');
    expect(
      text.endsWith('</div>\n<script type="application/json" id="__APP_DATA__">{"a":1}</script>\n</body></html>'),
    ).toBe(true);
    expect(plain.sent['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' ${sha256('{"@type":"Thing"}')} ${sha256('{"a":1}')}; ` +
        `style-src 'self' ${sha256('')} ${sha256('.a{color:red}\n.b{}')}; img-src 'self' data: blob:; ` +
        "font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; " +
        "form-action 'self' mailto:; object-src 'none'",
    );
    expect(plain.sent['cache-control']).toBe('no-cache');
    expect(plain.sent.etag).toMatch(/^"[\w-]+"$/);
    // Compressed once, the same bytes again on the next answer.
    const br = answer('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text);
    expect(answer('br').body).toBe(br.body);
    expect(br.sent['content-encoding']).toBe('br');
    expect(br.sent['content-security-policy']).toBe(plain.sent['content-security-policy']);
  });

  it('gives up on a page that carries the nonce anywhere else', () => {
    expect(cachedPage(`<p data-x="${standIn}"></p></body>`, standIn)).toBeUndefined();
  });
});

describe('ResponseCache', () => {
  const entry = (size: number): CacheEntry => ({ size, send: (_q, r) => r, sendRaw: () => 200 });
  const make = (options: { maxBytes?: number; maxEntries?: number; state?: () => Promise<ContentState> } = {}) => {
    let clock = 1_000_000;
    const reads: string[] = [];
    const cache = new ResponseCache({
      maxBytes: options.maxBytes ?? 1000,
      ...(options.maxEntries ? { maxEntries: options.maxEntries } : {}),
      log: silent,
      now: () => clock,
      readState: async (now) => {
        reads.push(now);
        return options.state ? options.state() : { version: 1, nextPublication: null };
      },
    });
    return { cache, reads, tick: (ms: number) => (clock += ms), at: () => clock };
  };

  it('evicts the least recently used entries beyond its entries', async () => {
    const { cache } = make({ maxBytes: 1000, maxEntries: 3 });
    const g = await cache.ready();
    for (const key of ['a', 'b', 'c']) cache.set(key, g, entry(100), []);
    cache.get('a'); // used since stored: passed over once
    cache.set('d', g, entry(100), []);
    expect(['a', 'b', 'c', 'd'].map((k) => cache.has(k))).toEqual([true, false, true, true]);
    cache.set('e', g, entry(100), []);
    // The oldest never used goes first: c (a got its second chance, and is now older than d).
    expect(['a', 'c', 'd', 'e'].map((k) => cache.has(k))).toEqual([true, false, true, true]);
  });

  it('evicts beyond its bytes, counting what entries add later, and refuses an entry too big to keep', async () => {
    const { cache } = make({ maxBytes: 1000 });
    const g = await cache.ready();
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, g, entry(100), []);
    expect(cache.set('huge', g, entry(130), [])).toBe(false); // over 1000 / 8
    const grown = entry(100) as CacheEntry & { size: number };
    cache.set('f', g, grown, []);
    grown.size = 900;
    grown.grew?.(800);
    expect(cache.stats.bytes).toBeLessThanOrEqual(1000);
    expect(cache.has('f')).toBe(true);
    expect(['a', 'b', 'c', 'd', 'e'].map((k) => cache.has(k))).toEqual([false, false, false, false, true]);
  });

  it('refuses entries made before it was emptied', async () => {
    const { cache } = make();
    const g = await cache.ready();
    cache.invalidate();
    expect(cache.set('a', g, entry(10), [])).toBe(false);
    expect(cache.set('a', await cache.ready(), entry(10), [])).toBe(true);
  });

  it('drops exactly the entries that depend on what a write changed', async () => {
    const { cache } = make();
    const t = await cache.ready();
    cache.set('/blog/a', t, entry(10), ['post:1', 'user:7']);
    cache.set('/blog/b', t, entry(10), ['post:2', 'user:8']);
    cache.set('/blog', t, entry(10), ['posts', 'user:7', 'user:8']);
    cache.set('/api/tags', t, entry(10), ['tags']);
    cache.invalidate(['post:1', 'posts']);
    expect(['/blog/a', '/blog/b', '/blog', '/api/tags'].map((k) => cache.has(k))).toEqual([false, true, false, true]);
    cache.invalidate(['user:8']);
    expect(cache.has('/blog/b')).toBe(false);
    expect(cache.has('/api/tags')).toBe(true);
    expect(cache.stats.entries).toBe(1);
    // A write that changed nothing visitors see drops nothing.
    const drops = cache.stats.drops;
    cache.invalidate([]);
    expect(cache.stats.drops).toBe(drops);
  });

  it('refuses an entry one of whose dependencies was dropped while it was being made, and no other', async () => {
    const { cache } = make();
    const t = await cache.ready();
    cache.invalidate(['post:1']);
    expect(cache.set('/blog/a', t, entry(10), ['post:1'])).toBe(false);
    expect(cache.set('/blog/b', t, entry(10), ['post:2'])).toBe(true);
    expect(cache.set('/blog/a', await cache.ready(), entry(10), ['post:1'])).toBe(true);
  });

  it('never lets a request join an answer started before a drop', async () => {
    const { cache } = make();
    const t = await cache.ready();
    let release!: () => void;
    const first = cache.produce('k', t, () => new Promise<string>((r) => (release = () => r('old'))));
    cache.invalidate(['post:1']);
    const second = cache.produce('k', await cache.ready(), async () => 'new');
    release();
    expect(await Promise.all([first, second])).toEqual(['old', 'new']);
  });

  it('reads the content state at most once per RECHECK_MS, and drops what other processes changed', async () => {
    let state: ContentState = { version: 1, nextPublication: null };
    const { cache, reads, tick } = make({ state: async () => state });
    const g = await cache.ready();
    await cache.ready();
    expect(reads).toHaveLength(1);
    expect(cache.fresh).toBe(true);
    cache.set('a', g, entry(10), ['post:1']);
    cache.set('b', g, entry(10), ['post:2']);
    tick(RECHECK_MS);
    expect(cache.fresh).toBe(false);
    expect(await cache.ready()).toBe(g); // unchanged: kept
    expect(cache.get('a')).toBeDefined();
    state = { version: 2, nextPublication: null, changed: ['post:1'] };
    tick(RECHECK_MS);
    expect(await cache.ready()).toBeGreaterThan(g);
    expect([cache.has('a'), cache.has('b')]).toEqual([false, true]);
    // The log cannot say what changed: everything goes.
    state = { version: 5, nextPublication: null, changed: 'all' };
    tick(RECHECK_MS);
    await cache.ready();
    expect(cache.stats.entries).toBe(0);
    expect(reads).toHaveLength(4);
  });

  it('drops the post lists at the next publication time, and serves nothing older than MAX_AGE_MS', async () => {
    let next: string | null = null;
    const { cache, tick, at } = make({ state: async () => ({ version: 1, nextPublication: next }) });
    next = new Date(at() + 500).toISOString();
    const g = await cache.ready();
    cache.set('list', g, entry(10), ['posts']);
    cache.set('post', g, entry(10), ['post:1']);
    tick(499);
    expect(cache.fresh).toBe(true);
    tick(1);
    expect(cache.fresh).toBe(false);
    next = null;
    expect(await cache.ready()).toBeGreaterThan(g);
    expect([cache.has('list'), cache.has('post')]).toEqual([false, true]);
    for (let waited = 0; waited < MAX_AGE_MS - RECHECK_MS; waited += RECHECK_MS) {
      tick(RECHECK_MS);
      await cache.ready();
      expect(cache.get('post')).toBeDefined();
    }
    tick(RECHECK_MS);
    await cache.ready();
    expect(cache.get('post')).toBeUndefined();
  });

  it('treats a clock set back as a reason to look again', async () => {
    const { cache, reads, tick } = make();
    await cache.ready();
    tick(-60_000);
    expect(cache.fresh).toBe(false);
    await cache.ready();
    expect(reads).toHaveLength(2);
  });

  it('stores nothing while the database cannot answer', async () => {
    const { cache } = make({
      state: async () => {
        throw new Error('down');
      },
    });
    expect(await cache.ready()).toBe(NO_CACHE);
    expect(cache.set('a', NO_CACHE, entry(10), [])).toBe(false);
  });

  it('makes an answer once for simultaneous requests of one key', async () => {
    const { cache } = make();
    const g = await cache.ready();
    let made = 0;
    const produce = () =>
      cache.produce('k', g, async () => {
        made += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return made;
      });
    expect(await Promise.all([produce(), produce(), produce()])).toEqual([1, 1, 1]);
    expect(await produce()).toBe(2);
  });

  it('does nothing when turned off', async () => {
    const cache = new ResponseCache({
      maxBytes: 0,
      log: silent,
      readState: async () => ({ version: 1, nextPublication: null }),
    });
    expect(cache.enabled).toBe(false);
    expect(await cache.ready()).toBe(NO_CACHE);
    expect(cache.fresh).toBe(false);
  });
});

describe('BytesEntry', () => {
  it('keeps tiny bodies as they are, whatever the client accepts', () => {
    const e = new BytesEntry(Buffer.from('{}'), {
      contentType: 'application/json',
      cacheControl: 'no-cache',
      compressible: true,
    });
    const sent: Record<string, unknown> = {};
    const reply = {
      headers: (all: Record<string, string>) => (Object.assign(sent, all), reply),
      code: () => reply,
      send: (b: Buffer) => ((sent.body = b), reply),
    };
    e.send({ headers: { 'accept-encoding': 'br' } } as never, reply as never);
    expect(sent['content-encoding']).toBeUndefined();
    expect((sent.body as Buffer).toString()).toBe('{}');
    expect(e.size).toBe(2);
  });
});
