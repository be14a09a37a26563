import { apiRoutes, publicPostsQuerySchema, responses, slugParamsSchema } from '@firm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, ok } from '../lib/http';
import { isoNow } from '../lib/time';
import { cachedJson } from '../plugins/responseCache';
import { findPublishedPostBySlug, listPosts } from '../repositories/posts';
import { listTags } from '../repositories/tags';
import { errorResponses } from './common';

/**
 * What visitors read. Only posts whose published_at has come: a future date schedules a
 * post, and it appears on time with no job to run. Answers to anonymous requests come from
 * the response cache (plugins/responseCache.ts), with an ETag; any write empties it.
 */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiRoutes.publicPosts,
    {
      schema: {
        tags: ['public'],
        summary: 'Posts publicados, mais recentes primeiro; filtros por categoria e texto (sem diferenciar acentos)',
        querystring: publicPostsQuerySchema,
        response: { 200: responses.postPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return cachedJson(app, request, reply, async () =>
        ok(
          await listPosts(app.db, {
            publishedBefore: isoNow(),
            text: q.title,
            tag: q.tags,
            page: q.page,
            pageSize: q.page_size,
          }),
        ),
      );
    },
  );

  app.get(
    apiRoutes.publicPost,
    {
      schema: {
        tags: ['public'],
        summary: 'Um post publicado pelo slug (slugs antigos continuam valendo)',
        params: slugParamsSchema,
        response: { 200: responses.post, ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(app, request, reply, async () => {
        const post = await findPublishedPostBySlug(app.db, request.params.slug, isoNow());
        if (!post) throw notFound('Publicação não encontrada.');
        return ok(post);
      }),
  );

  app.get(
    apiRoutes.publicTags,
    { schema: { tags: ['public'], summary: 'Categorias', response: { 200: responses.tags, ...errorResponses } } },
    async (request, reply) => cachedJson(app, request, reply, async () => ok(await listTags(app.db))),
  );
};
