/** Cache-Control values of this server's answers. */

/** Content-addressed URLs (Vite's hashed assets, `/media/<hash>`): the bytes behind one never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything that can change under the same URL: kept, but revalidated on every use (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';
