import swagger from '@fastify/swagger';
import { apiRoutes, firm } from '@firm/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with;
 * it cannot drift from the server. Served at /api/docs/openapi.json.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${firm.shortName} — API`,
        description:
          'API do site, do blog e do back office. Toda resposta usa o envelope {success, message, data}; ' +
          'erros: {success: false, message, errors?}. Autenticação: cabeçalho `Authorization: Token <token>`.',
        version: firm.version,
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(apiRoutes.openapi, { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(app.swagger());
  });
});
