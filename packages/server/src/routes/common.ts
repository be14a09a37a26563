import { errorEnvelopeSchema } from '@firm/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import { dependsOn, type Changes } from '../cache/dependencies';
import type { Made } from '../cache/serveCached';
import type { Database } from '../db/schema';
import { jsonEntry } from '../http/bytesEntry';
import { ok } from '../lib/http';
import type { ProcessedImage } from '../media/images';
import type { Read } from '../public/reads';
import { saveMedia } from '../repositories/media';

/** Error answers every route may give (declared so the OpenAPI document lists them). */
export const errorResponses = {
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
} as const;

export const bearer = [{ token: [] as string[] }];

/** A write to a post (or its sections) shows in every post list and on the post, and may drop images. */
export function postChanged(changes: Changes, id: number, deletedImages: string[] = []): void {
  changes.add(dependsOn.postLists, dependsOn.post(id), ...deletedImages.map(dependsOn.image));
}

/** Decodes and resizes an uploaded file outside any transaction (slow, CPU-bound). */
export async function prepareImage(app: FastifyInstance, file: unknown): Promise<ProcessedImage | undefined> {
  return Buffer.isBuffer(file) ? app.images(file) : undefined;
}

/** Stores a prepared image in the current transaction and returns its hash. */
export async function storeImage(
  trx: Transaction<Database>,
  image: ProcessedImage | undefined,
): Promise<string | undefined> {
  if (!image) return undefined;
  await saveMedia(trx, image);
  return image.hash;
}

/**
 * A public read answered as the route's JSON and kept by the response cache until what it was
 * made from changes: serialized through the route's response schema, exactly as Fastify would.
 */
export function keptJson(reply: FastifyReply, read: Read<unknown>): Made {
  return { entry: jsonEntry(reply.serialize(ok(read.data)) as string), dependencies: read.dependencies };
}
