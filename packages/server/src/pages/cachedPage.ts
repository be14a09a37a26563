import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OpenEndedBody } from '../cache/compression';
import { preferredEncoding } from '../cache/entries';
import type { CacheEntry } from '../cache/responseCache';
import { contentHash, etagMatches } from '../site/httpCache';
import { newNonce, pageCsp, type InlineHashes } from './csp';

/**
 * A public page kept ready to send (docs/decisions/0010). A per-response nonce on every tag
 * would make every response's bytes different, so nothing could be compressed ahead of time.
 * Instead the page's own inline elements are allowed by their hashes, computed once here:
 * styled-components' <style> tags, the JSON-LD and the SWR data scripts (data blocks, never
 * executed, listed anyway so that every inline element of the page is accounted for). External
 * scripts and stylesheets are same-origin ('self'). What remains per response is the nonce for
 * what the browser injects later — the toaster's styles (goober reads `window.__nonce__`, set
 * by the app from the csp-nonce meta) and Vite's preload links — so the meta moves to the very
 * end of the document, where each response appends it to the compressed page without
 * recompressing it (compression.ts). styled-components looks for that meta in <head> only; not
 * finding it, it creates its runtime <style> element without a nonce and empty, filling it
 * through the CSSOM, which CSP does not restrict: the policy allows the empty element by the
 * hash of the empty string.
 */

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** What browsers hash: the element's text after the HTML parser normalised newlines. */
const parsedText = (text: string) => text.replace(/\r\n?/g, '\n');
/** The empty <style> element styled-components creates in the browser. */
const EMPTY = sha256('');

/** Every inline script and style element: tag, attributes, text (scripts and styles never nest). */
const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>([EMPTY]);
  for (const [, tag, attributes = '', text = ''] of html.matchAll(INLINE)) {
    if (tag!.toLowerCase() === 'style') styles.add(sha256(parsedText(text)));
    else if (!HAS_SRC.test(attributes)) scripts.add(sha256(parsedText(text)));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The cacheable form of a page rendered with `standIn` in place of the nonce, or undefined
 * when the nonce shows up anywhere else than on tags and the csp-nonce meta (the page is then
 * answered the ordinary way, with a fresh nonce on every tag).
 */
export function cachedPage(html: string, standIn: string): PageEntry | undefined {
  const meta = new RegExp(`[ \\t]*<meta property="csp-nonce" nonce="${escapeRegExp(standIn)}"\\s*/?>[ \\t]*\\n?`, 'g');
  const page = html.replace(meta, '').replaceAll(` nonce="${standIn}"`, '');
  if (page.includes(standIn)) return undefined;
  const bodyEnd = page.lastIndexOf('</body>');
  const cut = bodyEnd === -1 ? page.length : bodyEnd;
  return new PageEntry(page.slice(0, cut), page.slice(cut), inlineHashes(page));
}

const NONCE_SLOT = '\u0000nonce\u0000';

export class PageEntry implements CacheEntry {
  grew?: ((bytes: number) => void) | undefined;
  private readonly body: OpenEndedBody;
  private readonly etag: string;
  /** The policy and the tail around each place the nonce goes. */
  private readonly cspParts: string[];
  private readonly tailParts: [string, string];

  constructor(head: string, end: string, hashes: InlineHashes) {
    this.body = new OpenEndedBody(Buffer.from(head));
    // Weak: the bytes differ by their nonce from one response to the next.
    this.etag = `W/"${contentHash(head + end)}"`;
    this.cspParts = pageCsp(NONCE_SLOT, hashes).split(NONCE_SLOT);
    this.tailParts = [`<meta property="csp-nonce" nonce="`, `">\n${end}`];
  }

  get size(): number {
    return this.body.size;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache, private')
      .header('etag', this.etag)
      .header('vary', 'Accept-Encoding');
    // No policy on a 304: the browser keeps the one stored with its copy (decision 0008).
    if (etagMatches(request.headers['if-none-match'], this.etag)) return reply.code(304).send();
    const nonce = newNonce();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const before = this.body.size;
    const bytes = this.body.body(Buffer.from(this.tailParts.join(nonce)), encoding);
    if (this.body.size !== before) this.grew?.(this.body.size - before);
    reply.header('content-security-policy', this.cspParts.join(nonce));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bytes);
  }
}
