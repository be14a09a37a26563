import multipart from '@fastify/multipart';
import { limits } from '@firm/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Form-data bodies become plain objects before validation: text fields as strings, the
 * file as a Buffer. Routes then validate JSON and form data with the same zod schemas.
 * A file over 5 MB stops the upload (413); only one file per request.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: {
        fileSize: limits.maxImageBytes,
        files: 1,
        fields: 40,
        fieldSize: 256 * 1024,
        parts: 50,
        fieldNameSize: 100,
      },
    });
    // Runs after the multipart plugin's own parsing hook: an error before this point on a
    // multipart request is a malformed body (a 400), not a server fault.
    app.decorateRequest('bodyParsed', false);
    app.addHook('preValidation', async (request) => {
      request.bodyParsed = true;
    });
  },
  { name: 'multipart' },
);
