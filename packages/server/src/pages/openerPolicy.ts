/**
 * The Cross-Origin-Opener-Policy of a page (decision 0015). The back office keeps `same-origin`
 * (the security plugin's default for every answer): no other site's window holds a handle on a
 * staff screen. The visitors' pages (and the 404 they may land on) say `unsafe-none`: they hold
 * nothing of anyone's, and under COOP Chrome on Android gives the site a process of its own,
 * which a phone pays for on every arrival from Google or WhatsApp.
 */
export function openerPolicy(page: string): 'same-origin' | 'unsafe-none' {
  return page === 'backoffice' ? 'same-origin' : 'unsafe-none';
}
