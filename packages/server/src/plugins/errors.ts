import type { FieldErrors } from '@firm/contract';
import { IMAGE_TOO_LARGE } from '@firm/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http';

/** Portuguese answers for the framework's own 4xx errors (malformed bodies, limits, media types). */
const frameworkMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido no corpo da requisição.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Corpo da requisição vazio.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho do corpo da requisição inválido.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Corpo da requisição muito grande.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'Tipo de conteúdo inválido.'],
  FST_ERR_BAD_URL: [400, 'Endereço inválido.'],
  FST_FILES_LIMIT: [413, 'Envie apenas uma imagem por vez.'],
  FST_FIELDS_LIMIT: [413, 'Campos demais no formulário.'],
  FST_PARTS_LIMIT: [413, 'Partes demais no formulário.'],
  FST_PROTO_VIOLATION: [400, 'Nome de campo inválido.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Formulário inválido.'],
};

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The one error handler: every refusal leaves as the envelope. 4xx are answered as they
 * are; anything else is logged with the request and answered with a generic 500.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError) {
        return reply.status(err.statusCode).send({
          success: false,
          message: err.message,
          ...(err.errors ? { errors: err.errors } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors: FieldErrors = {};
        const add = (field: string, message: string) => {
          (errors[field] ??= []).push(`${field}: ${message}`);
        };
        for (const issue of err.validation) {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const keys = (issue.params as { keys?: unknown }).keys;
          if (!path && Array.isArray(keys)) {
            for (const key of keys) add(String(key), 'Campo desconhecido');
          } else {
            add(path || err.validationContext || 'body', issue.message ?? 'Valor inválido');
          }
        }
        const first = Object.values(errors)[0]?.[0] ?? 'Dados inválidos.';
        return reply.status(400).send({ success: false, message: first, errors });
      }
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
        const message = `image: ${IMAGE_TOO_LARGE}`;
        return reply.status(413).send({ success: false, message, errors: { image: [message] } });
      }
      const known = err.code ? frameworkMessages[err.code] : undefined;
      if (known) return reply.status(known[0]).send({ success: false, message: known[1] });
      if (isUniqueViolation(err)) {
        return reply
          .status(409)
          .send({ success: false, message: 'Conflito com um registro existente. Tente novamente.' });
      }
      if (!request.bodyParsed && request.isMultipart()) {
        return reply.status(400).send({ success: false, message: 'Formulário inválido.' });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ success: false, message: 'Requisição inválida.' });
      }
      request.log.error({ err, method: request.method, url: request.url }, 'request failed');
      return reply
        .status(500)
        .send({ success: false, message: 'Erro interno do servidor. Tente novamente mais tarde.' });
    });

    app.setNotFoundHandler((_request, reply) => {
      return reply.status(404).send({ success: false, message: 'Recurso não encontrado.' });
    });
  },
  { name: 'errors' },
);
