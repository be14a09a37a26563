import type { ImageInfo } from '@firm/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../lib/time';
import type { ProcessedImage } from '../media/images';

type Db = Kysely<Database>;

/** Root-relative, content-addressed URLs: the bytes behind one never change. */
export const mediaUrl = (hash: string) => `/media/${hash}.webp`;
export const mediaVariantUrl = (hash: string, width: number) => `/media/${hash}-${width}.webp`;

const MEDIA_URL = /\/media\/([0-9a-f]{32})(?:-\d{1,5})?\.webp$/;
/** The hash behind an image address this server gave out (root-relative or absolute). */
export function hashFromMediaUrl(url: string): string | undefined {
  return MEDIA_URL.exec(url)?.[1];
}

export function imageInfo(
  hash: string | null,
  width: number | null,
  height: number | null,
  widths: string | null,
): ImageInfo | null {
  if (!hash || !width || !height || !widths) return null;
  return {
    width,
    height,
    variants: widths
      .split(',')
      .map(Number)
      .map((w) => ({ width: w, url: mediaVariantUrl(hash, w) })),
  };
}

/** Stores an image and its variants (idempotent: the same bytes are stored once). */
export async function saveMedia(db: Db, image: ProcessedImage): Promise<void> {
  await db
    .insertInto('media')
    .values({
      hash: image.hash,
      width: image.width,
      height: image.height,
      widths: image.variants.map((v) => v.width).join(','),
      created_at: isoNow(),
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  for (const v of image.variants) {
    await db
      .insertInto('media_files')
      .values({ hash: image.hash, width: v.width, content_type: v.contentType, bytes: v.bytes })
      .onConflict((oc) => oc.columns(['hash', 'width']).doNothing())
      .execute();
  }
}

export async function mediaExists(db: Db, hash: string): Promise<boolean> {
  const row = await db.selectFrom('media').select('hash').where('hash', '=', hash).executeTakeFirst();
  return row !== undefined;
}

/** The hash behind an image address this server gave out, if that image is stored. */
export async function storedImageHash(db: Db, url: string): Promise<string | undefined> {
  const hash = hashFromMediaUrl(url);
  return hash && (await mediaExists(db, hash)) ? hash : undefined;
}

/** A variant's bytes; without a width, the largest one. */
export async function findMediaFile(db: Db, hash: string, width: number | undefined) {
  let q = db.selectFrom('media_files').select(['width', 'content_type', 'bytes']).where('hash', '=', hash);
  q = width === undefined ? q.orderBy('width', 'desc').limit(1) : q.where('width', '=', width);
  return q.executeTakeFirst();
}

/**
 * Deletes the given images if nothing refers to them any more, and returns the hashes deleted.
 * Called in the same transaction as the write that dropped the reference, so the store never
 * keeps garbage and never loses an image still in use.
 */
export async function deleteUnreferencedMedia(db: Db, hashes: (string | null | undefined)[]): Promise<string[]> {
  const candidates = [...new Set(hashes.filter((h): h is string => typeof h === 'string'))];
  if (candidates.length === 0) return [];
  const deleted = await db
    .deleteFrom('media')
    .where('hash', 'in', candidates)
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom('posts').select('id').whereRef('posts.image_hash', '=', 'media.hash'))),
        eb.not(eb.exists(eb.selectFrom('sections').select('id').whereRef('sections.image_hash', '=', 'media.hash'))),
        eb.not(eb.exists(eb.selectFrom('users').select('id').whereRef('users.image_hash', '=', 'media.hash'))),
      ]),
    )
    .returning('hash')
    .execute();
  return deleted.map((row) => row.hash);
}
