import { errorEnvelopeSchema } from '@firm/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ProcessedImage } from '../media/images';
import { saveMedia } from '../repositories/media';

/** Error answers every route may give (declared so the OpenAPI document lists them). */
export const errorResponses = {
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
} as const;

export const bearer = [{ token: [] as string[] }];

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
