import { apiRoutes, backofficePostsQuerySchema, idParamsSchema, responses } from '@firm/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { dependsOn } from '../cache/dependencies';
import type { Database } from '../db/schema';
import { fieldError, notFound, ok, type HttpError } from '../lib/http';
import type { ProcessedImage } from '../media/images';
import { hashFromMediaUrl, storedImageHash } from '../repositories/media';
import {
  createPost,
  deletePost,
  findPostById,
  listPosts,
  updatePost,
  type PostWrite,
  type PostWriteRefusal,
} from '../repositories/posts';
import { postExists } from '../repositories/sections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postCreateBody, postUpdateBody, uploadImageBody } from './bodies';
import { bearer, errorResponses, postChanged, prepareImage, storeImage } from './common';

type ImageInput = Buffer | string | null | undefined;

/** What the `image` field asks for: a new file, an already stored image, removal, or nothing. */
async function mainImage(
  trx: Transaction<Database>,
  input: ImageInput,
  prepared: ProcessedImage | undefined,
): Promise<string | null | undefined> {
  if (prepared) return storeImage(trx, prepared);
  if (input === null) return null;
  if (typeof input === 'string' && hashFromMediaUrl(input)) {
    const hash = await storedImageHash(trx, input);
    if (!hash) throw fieldError(400, 'image', 'Imagem não encontrada');
    return hash;
  }
  return undefined;
}

const postNotFound = () => notFound('Post não encontrado.');

function refused(refusal: PostWriteRefusal): HttpError {
  switch (refusal.reason) {
    case 'post-missing':
      return postNotFound();
    case 'section-missing':
      return fieldError(400, `sections.${refusal.index}.id`, 'Seção não encontrada neste post');
    case 'section-image-missing':
      return fieldError(400, `sections.${refusal.index}.image`, 'Imagem não encontrada');
  }
}

const multipartOrJson = ['application/json', 'multipart/form-data'];

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    apiRoutes.posts,
    {
      ...auth,
      schema: {
        tags: ['posts'],
        summary: 'Lista de posts do back office (todos, inclusive agendados), busca por título ou categoria',
        security: bearer,
        querystring: backofficePostsQuerySchema,
        response: { 200: responses.postPage, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await listPosts(app.db, { search: q.search, page: q.page, pageSize: q.page_size }));
    },
  );

  app.post(
    apiRoutes.posts,
    {
      ...auth,
      schema: {
        tags: ['posts'],
        summary: 'Cria um post com categorias e seções, numa transação',
        security: bearer,
        consumes: multipartOrJson,
        body: postCreateBody,
        response: { 201: responses.post, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const prepared = await prepareImage(app, body.image);
      const id = await app.tx('post.create', async (trx, changes) => {
        const imageHash = await mainImage(trx, body.image, prepared);
        // New category names are created with the post.
        changes.add(dependsOn.postLists, ...(body.tags?.length ? [dependsOn.categories] : []));
        const created = await createPost(
          trx,
          {
            title: body.title,
            published_at: body.published_at,
            tags: body.tags,
            sections: body.sections,
            image_alt: body.image_alt,
            imageHash: imageHash ?? null,
          },
          request.user!.id,
        );
        if (!created.ok) throw refused(created);
        return created.id;
      });
      reply.status(201);
      return ok((await findPostById(app.db, id))!, 'Post criado com sucesso!');
    },
  );

  app.get(
    apiRoutes.post,
    {
      ...auth,
      schema: {
        tags: ['posts'],
        summary: 'Um post (back office)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: responses.post, ...errorResponses },
      },
    },
    async (request) => {
      const post = await findPostById(app.db, request.params.id);
      if (!post) throw postNotFound();
      return ok(post);
    },
  );

  app.patch(
    apiRoutes.post,
    {
      ...auth,
      schema: {
        tags: ['posts'],
        summary: 'Atualiza um post; `sections`, quando enviado, substitui a lista (seções com `id` mantêm a imagem)',
        security: bearer,
        consumes: multipartOrJson,
        params: idParamsSchema,
        body: postUpdateBody,
        response: { 200: responses.post, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const prepared = await prepareImage(app, body.image);
      await app.tx('post.update', async (trx, changes) => {
        if (!(await postExists(trx, request.params.id))) throw postNotFound();
        const write: PostWrite = {
          title: body.title,
          published_at: body.published_at,
          tags: body.tags,
          sections: body.sections,
          image_alt: body.image_alt,
          imageHash: await mainImage(trx, body.image, prepared),
        };
        const updated = await updatePost(trx, request.params.id, write);
        if (!updated.ok) throw refused(updated);
        postChanged(changes, request.params.id, updated.deletedImages);
        if (body.tags?.length) changes.add(dependsOn.categories);
      });
      return ok((await findPostById(app.db, request.params.id))!, 'Post atualizado com sucesso!');
    },
  );

  app.delete(
    apiRoutes.post,
    {
      ...auth,
      schema: {
        tags: ['posts'],
        summary: 'Exclui um post',
        security: bearer,
        params: idParamsSchema,
        response: { 200: responses.empty, ...errorResponses },
      },
    },
    async (request) => {
      await app.tx('post.delete', async (trx, changes) => {
        const deletedImages = await deletePost(trx, request.params.id);
        if (!deletedImages) throw postNotFound();
        postChanged(changes, request.params.id, deletedImages);
      });
      return ok(null, 'Post excluído com sucesso.');
    },
  );

  app.post(
    apiRoutes.postUploadImage,
    {
      ...auth,
      schema: {
        tags: ['posts'],
        summary: 'Envia a imagem principal de um post (campo `image`)',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: uploadImageBody,
        response: { 200: responses.post, ...errorResponses },
      },
    },
    async (request) => uploadMainImage(app, request.params.id, request.body.image, request.body.image_alt),
  );
};

async function uploadMainImage(app: FastifyInstance, id: number, file: Buffer, alt: string | undefined) {
  if (!(await postExists(app.db, id))) throw postNotFound();
  const prepared = await app.images(file);
  await app.tx('post.image', async (trx, changes) => {
    const imageHash = await storeImage(trx, prepared);
    const updated = await updatePost(trx, id, { imageHash, image_alt: alt });
    if (!updated.ok) throw refused(updated);
    postChanged(changes, id, updated.deletedImages);
  });
  return ok((await findPostById(app.db, id))!, 'Imagem enviada com sucesso.');
}
