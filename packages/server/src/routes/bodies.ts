import {
  altField,
  postCreateRequestSchema,
  postUpdateRequestSchema,
  sectionCreateFieldsSchema,
  sectionUpdateFieldsSchema,
  userCreateFieldsSchema,
  userUpdateFieldsSchema,
} from '@firm/contract';
import { z } from 'zod';

/**
 * Request bodies as the server receives them: the contract's JSON shapes, plus what the
 * form-data variants of §7 add (an `image` file, tags and sections as JSON text, and the
 * `user`/`reading_time` fields the server ignores: the owner is the signed-in user and
 * the reading time is computed).
 */

/** A file part of a multipart body (the multipart plugin turns it into a Buffer). */
export const imageFile = z
  .custom<Buffer>((v) => Buffer.isBuffer(v), { message: 'Envie um arquivo de imagem' })
  .meta({ type: 'string', format: 'binary', description: 'arquivo de imagem (multipart/form-data)' });

/** Form clients often send an empty text field when no file is chosen: that means "no new image". */
const imageOrText = z.union([imageFile, z.string().max(1000)]);

const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

const ignored = {
  user: z.union([z.string().max(20), z.number()]).optional(),
  reading_time: z.string().max(100).optional(),
};

export const userCreateBody = userCreateFieldsSchema.extend({ image: imageOrText.optional() });
export const userUpdateBody = userUpdateFieldsSchema.extend({ image: imageOrText.optional() });

export const postCreateBody = postCreateRequestSchema.extend({
  ...ignored,
  tags: jsonText(postCreateRequestSchema.shape.tags),
  sections: jsonText(postCreateRequestSchema.shape.sections),
  /** A file (form data), or the address of an image already stored. */
  image: z.union([imageOrText, z.null()]).optional(),
});

export const postUpdateBody = postUpdateRequestSchema.extend({
  ...ignored,
  tags: jsonText(postUpdateRequestSchema.shape.tags.unwrap()).optional(),
  sections: jsonText(postUpdateRequestSchema.shape.sections.unwrap()).optional(),
  /** A file (form data), the address of an image already stored, or null to remove the main image. */
  image: z.union([imageOrText, z.null()]).optional(),
});

export const sectionCreateBody = sectionCreateFieldsSchema.extend({ image: imageOrText.optional() });
export const sectionUpdateBody = sectionUpdateFieldsSchema.extend({ image: imageOrText.optional() });

export const uploadImageBody = z.strictObject({
  image: imageFile,
  image_alt: altField.optional(),
});
