import { apiPaths, apiRoutes, publicPostsQuerySchema, responses, slugParamsSchema } from '@firm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveCached } from '../cache/serveCached';
import { notFound } from '../lib/http';
import { isoNow } from '../lib/time';
import { categories, publishedPost, publishedPosts } from '../public/reads';
import { errorResponses, keptJson } from './common';

/**
 * What visitors read (public/reads.ts): only posts whose published_at has come — a future date
 * schedules a post, and it appears on time with no job to run. Answers to anonymous requests
 * are kept by the response cache (cache/serveCached.ts) until a write changes what they show.
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
    async (request, reply) =>
      serveCached(app.responseCache, request, reply, async () => {
        const q = request.query;
        const query = { text: q.title, tag: q.tags, page: q.page, pageSize: q.page_size };
        return keptJson(reply, await publishedPosts(app.db, query, isoNow()));
      }),
  );

  app.get(
    apiRoutes.publicPost,
    {
      schema: {
        tags: ['public'],
        summary: 'Um post publicado pelo slug; um slug antigo responde 301 para o endereço atual',
        params: slugParamsSchema,
        response: { 200: responses.post, ...errorResponses },
      },
    },
    async (request, reply) =>
      serveCached(app.responseCache, request, reply, async () => {
        const read = await publishedPost(app.db, request.params.slug, isoNow());
        const post = read.data;
        if (!post) throw notFound('Publicação não encontrada.');
        if (post.slug !== request.params.slug) {
          return { answer: (_request, r) => r.redirect(apiPaths.publicPost(post.slug), 301) };
        }
        return keptJson(reply, read);
      }),
  );

  app.get(
    apiRoutes.publicTags,
    { schema: { tags: ['public'], summary: 'Categorias', response: { 200: responses.tags, ...errorResponses } } },
    async (request, reply) =>
      serveCached(app.responseCache, request, reply, async () => keptJson(reply, await categories(app.db))),
  );
};
