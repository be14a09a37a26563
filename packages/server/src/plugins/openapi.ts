import { apiRoutes, firm } from '@firm/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';

type RouteShape = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with;
 * it cannot drift from the server. Served at /api/docs/openapi.json.
 *
 * Made on the first request for it, not at start: the routes' shapes are noted as they are
 * registered, and the first request loads @fastify/swagger and has it describe them on a
 * throwaway instance (routes with no-op handlers). Start-up never pays for the generator,
 * which almost no request needs.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteShape[] = [];
    app.addHook('onRoute', (route) => {
      // HEAD twins of GET routes are added by Fastify itself, and again by the throwaway instance.
      if (route.method === 'HEAD') return;
      routes.push({ method: route.method, url: route.url, schema: route.schema });
    });

    let document: Promise<unknown> | undefined;
    app.get(apiRoutes.openapi, { schema: { hide: true } }, async (_request, reply) => {
      document ??= describeRoutes(routes, app.config.publicUrl).catch((err: unknown) => {
        document = undefined;
        throw err;
      });
      return reply.header('cache-control', 'no-cache').send(await document);
    });
  },
  { name: 'openapi' },
);

async function describeRoutes(routes: RouteShape[], publicUrl: string): Promise<unknown> {
  const { default: swagger } = await import('@fastify/swagger');
  const scratch = Fastify({ logger: false, exposeHeadRoutes: false });
  scratch.setValidatorCompiler(validatorCompiler);
  scratch.setSerializerCompiler(serializerCompiler);
  await scratch.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${firm.shortName} — API`,
        description:
          'API do site, do blog e do back office. Toda resposta usa o envelope {success, message, data}; ' +
          'erros: {success: false, message, errors?}. Autenticação: cabeçalho `Authorization: Token <token>`.',
        version: firm.version,
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await scratch.register(async (scope) => {
    for (const route of routes) scope.route({ ...route, handler: async () => undefined });
  });
  await scratch.ready();
  try {
    return scratch.swagger();
  } finally {
    await scratch.close();
  }
}
