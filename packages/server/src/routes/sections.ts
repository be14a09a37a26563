import { apiRoutes, idParamsSchema, responses, sectionsQuerySchema } from '@firm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, notFound, ok, type HttpError } from '../lib/http';
import {
  deleteSection,
  findSection,
  insertSection,
  listSections,
  postExists,
  updateSection,
  type SectionChange,
  type SectionUpdateResult,
} from '../repositories/sections';
import { sectionCreateBody, sectionUpdateBody, uploadImageBody } from './bodies';
import type { Changes } from '../cache/dependencies';
import { bearer, errorResponses, postChanged, prepareImage, storeImage } from './common';

const multipartOrJson = ['multipart/form-data', 'application/json'];

const sectionChanged = (changes: Changes, { posts, deletedImages }: SectionChange) => {
  for (const post of posts) postChanged(changes, post, deletedImages);
};

const sectionNotFound = () => notFound('Seção não encontrada.');
/** The post a section names, as a field of the request. */
const sectionPostNotFound = () => fieldError(404, 'post', 'Post não encontrado');

function refused({ reason }: Extract<SectionUpdateResult, { ok: false }>): HttpError {
  return reason === 'section-missing' ? sectionNotFound() : sectionPostNotFound();
}

export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get(
    apiRoutes.sections,
    {
      ...auth,
      schema: {
        tags: ['sections'],
        summary: 'Seções de um post, em ordem',
        security: bearer,
        querystring: sectionsQuerySchema,
        response: { 200: responses.sections, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await postExists(app.db, request.query.post))) throw notFound('Post não encontrado.');
      return ok(await listSections(app.db, request.query.post));
    },
  );

  app.post(
    apiRoutes.sections,
    {
      ...auth,
      schema: {
        tags: ['sections'],
        summary: 'Cria uma seção (form data: post, type, content, order, image opcional)',
        security: bearer,
        consumes: multipartOrJson,
        body: sectionCreateBody,
        response: { 201: responses.section, ...errorResponses },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const prepared = await prepareImage(app, b.image);
      const id = await app.tx('section.create', async (trx, changes) => {
        postChanged(changes, b.post);
        const inserted = await insertSection(trx, {
          post: b.post,
          type: b.type,
          content: b.content,
          order: b.order,
          image_alt: b.image_alt,
          imageHash: await storeImage(trx, prepared),
        });
        if (inserted === undefined) throw sectionPostNotFound();
        return inserted;
      });
      reply.status(201);
      return ok((await findSection(app.db, id))!, 'Seção criada com sucesso.');
    },
  );

  app.patch(
    apiRoutes.section,
    {
      ...auth,
      schema: {
        tags: ['sections'],
        summary: 'Atualiza uma seção (qualquer de post, type, content, order, image)',
        security: bearer,
        consumes: multipartOrJson,
        params: idParamsSchema,
        body: sectionUpdateBody,
        response: { 200: responses.section, ...errorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      const prepared = await prepareImage(app, b.image);
      await app.tx('section.update', async (trx, changes) => {
        const updated = await updateSection(trx, request.params.id, {
          post: b.post,
          type: b.type,
          content: b.content,
          order: b.order,
          image_alt: b.image_alt,
          imageHash: await storeImage(trx, prepared),
        });
        if (!updated.ok) throw refused(updated);
        sectionChanged(changes, updated.change);
      });
      return ok((await findSection(app.db, request.params.id))!, 'Seção atualizada com sucesso.');
    },
  );

  app.delete(
    apiRoutes.section,
    {
      ...auth,
      schema: {
        tags: ['sections'],
        summary: 'Exclui uma seção',
        security: bearer,
        params: idParamsSchema,
        response: { 200: responses.empty, ...errorResponses },
      },
    },
    async (request) => {
      await app.tx('section.delete', async (trx, changes) => {
        const change = await deleteSection(trx, request.params.id);
        if (!change) throw sectionNotFound();
        sectionChanged(changes, change);
      });
      return ok(null, 'Seção excluída com sucesso.');
    },
  );

  app.post(
    apiRoutes.sectionUploadImage,
    {
      ...auth,
      schema: {
        tags: ['sections'],
        summary: 'Envia a imagem de uma seção (campo `image`)',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: uploadImageBody,
        response: { 200: responses.section, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await findSection(app.db, request.params.id))) throw sectionNotFound();
      const prepared = await app.images(request.body.image);
      await app.tx('section.image', async (trx, changes) => {
        const updated = await updateSection(trx, request.params.id, {
          imageHash: await storeImage(trx, prepared),
          image_alt: request.body.image_alt,
        });
        if (!updated.ok) throw refused(updated);
        sectionChanged(changes, updated.change);
      });
      return ok((await findSection(app.db, request.params.id))!, 'Imagem enviada com sucesso.');
    },
  );
};
