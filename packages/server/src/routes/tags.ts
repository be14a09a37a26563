import { apiRoutes, idParamsSchema, responses, tagCreateRequestSchema } from '@firm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, notFound, ok } from '../lib/http';
import { createTag, deleteTag, listTags } from '../repositories/tags';
import { dependsOn } from '../cache/dependencies';
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
      // A new category has no posts yet: only the list of categories changes.
      const tag = await app.tx('tag.create', async (trx, changes) => {
        changes.add(dependsOn.categories);
        const created = await createTag(trx, request.body.name);
        if (!created) throw fieldError(409, 'name', 'Esta categoria já existe.');
        return created;
      });
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
      await app.tx('tag.delete', async (trx, changes) => {
        if (!(await deleteTag(trx, request.params.id))) throw notFound('Categoria não encontrada.');
        // Its posts stay, without it: every answer that showed it depends on it.
        changes.add(dependsOn.categories, dependsOn.category(request.params.id));
      });
      return ok(null, 'Categoria excluída!');
    },
  );
};
