import { createHash } from 'node:crypto';
import { BytesEntry } from '../http/bytesEntry';
import { pageCsp, type InlineHashes } from './csp';

/**
 * A public page kept ready to send, the same bytes for every visitor (decision 0014): compressed
 * once per encoding, with a strong ETag, like the public JSON. A per-response nonce would make
 * every response's bytes different; instead the page's own inline elements are allowed by their
 * hashes, computed once here: styled-components' <style> tags, the entry loader, the JSON-LD and
 * the SWR data scripts (data blocks, never executed, listed anyway so that every inline element
 * of the page is accounted for). External scripts and stylesheets are same-origin ('self'), so
 * Vite's preloads need no nonce. styled-components, finding no csp-nonce meta, creates its
 * runtime <style> element empty and fills it through the CSSOM, which CSP does not restrict; the
 * policy allows that empty element by the hash of the empty string. The one thing that needs a
 * nonce, the back office's toaster, never runs in such a document: the app loads a staff route
 * reached from it as a new document (app/src/routing/StaffOnly.tsx).
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
 * The cacheable form of a page rendered with `standIn` in place of the nonce — no nonce
 * attributes, no csp-nonce meta; sent with `headers` besides its policy — or undefined when the stand-in shows up anywhere else (the
 * page is then answered the ordinary way, with a fresh nonce on every tag).
 */
export function cachedPage(
  html: string,
  standIn: string,
  headers: Record<string, string> = {},
): BytesEntry | undefined {
  const meta = new RegExp(`[ \\t]*<meta property="csp-nonce" nonce="${escapeRegExp(standIn)}"\\s*/?>[ \\t]*\\n?`, 'g');
  const page = html.replace(meta, '').replaceAll(` nonce="${standIn}"`, '');
  if (page.includes(standIn)) return undefined;
  return new BytesEntry(Buffer.from(page), {
    contentType: 'text/html; charset=utf-8',
    // Revalidated on every visit (the ETag makes that a 304): an edited post shows at once.
    cacheControl: 'no-cache',
    compressible: true,
    headers: { ...headers, 'content-security-policy': pageCsp(inlineHashes(page)) },
  });
}
