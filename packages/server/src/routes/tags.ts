import { apiRoutes, idParamsSchema, responses, tagCreateRequestSchema } from '@firm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../lib/http';
import { createTag, deleteTag, listTags } from '../repositories/tags';
import { bearer, errorResponses } from './common';

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    apiRoutes.tags,
    {
      ...auth,
      schema: {
        tags: ['tags'],
        summary: 'Categorias',
        security: bearer,
        response: { 200: responses.tags, ...errorResponses },
      },
    },
    async () => ok(await listTags(app.db)),
  );

  app.post(
    apiRoutes.tags,
    {
      ...auth,
      schema: {
        tags: ['tags'],
        summary: 'Cria uma categoria (nome único, sem diferenciar maiúsculas nem acentos)',
        security: bearer,
        body: tagCreateRequestSchema,
        response: { 201: responses.tag, ...errorResponses },
      },
    },
    async (request, reply) => {
      const tag = await app.tx('tag.create', (trx) => createTag(trx, request.body.name));
      reply.status(201);
      return ok(tag, 'Categoria criada!');
    },
  );

  app.delete(
    apiRoutes.tag,
    {
      ...auth,
      schema: {
        tags: ['tags'],
        summary: 'Exclui uma categoria (os posts continuam, sem ela)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: responses.empty, ...errorResponses },
      },
    },
    async (request) => {
      await app.tx('tag.delete', (trx) => deleteTag(trx, request.params.id));
      return ok(null, 'Categoria excluída!');
    },
  );
};
