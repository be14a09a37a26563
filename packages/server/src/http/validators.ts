import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A short, strong validator for some bytes (or text). */
export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 27);
}

/**
 * Does If-None-Match name this entity tag? Weak comparison (RFC 9110 §13.1.2): `W/` is
 * ignored on both sides, a list is accepted, `*` matches anything.
 */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, '');
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === wanted;
  });
}

/**
 * Answers generated text (sitemap, robots, feed) with a validator: no-cache plus an ETag of the
 * body, so a crawler or feed reader revalidates cheaply and always sees the current content.
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
): FastifyReply {
  const etag = `W/"${contentHash(body)}"`;
  reply.header('content-type', contentType).header('cache-control', 'no-cache').header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.send(body);
}
