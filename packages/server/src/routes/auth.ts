import { apiRoutes, loginRequestSchema, responses } from '@firm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, ok } from '../lib/http';
import { dummyHash, verifyPassword } from '../lib/passwords';
import { admitAttempt, clearFailures } from '../repositories/loginFailures';
import { issueToken, revokeToken } from '../repositories/tokens';
import { emailKey, findUserByEmail } from '../repositories/users';
import { bearer, errorResponses } from './common';

export const INVALID_CREDENTIALS = 'Credenciais inválidas. Tente novamente.';
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Verifying against a throwaway hash makes an unknown e-mail cost as much as a wrong password.
  let dummy: Promise<string> | undefined;

  app.post(
    apiRoutes.token,
    {
      schema: {
        tags: ['auth'],
        summary: 'Login: troca e-mail e senha por um token',
        body: loginRequestSchema,
        response: { 200: responses.token, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { login } = app.config;
      const key = emailKey(request.body.email);
      const address = request.ip;
      // The attempt counts as a failure from here on, until the right password clears it.
      if (!(await admitAttempt(app.db, app.database.engine, key, address, login))) {
        reply.header('retry-after', String(login.windowMinutes * 60));
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
      const user = await findUserByEmail(app.db, request.body.email);
      dummy ??= dummyHash(app.config.scryptCost);
      const valid = user
        ? await verifyPassword(request.body.password, user.password_hash)
        : (await verifyPassword(request.body.password, await dummy), false);
      if (!user || !valid || user.is_active !== 1) {
        throw new HttpError(400, INVALID_CREDENTIALS);
      }
      await clearFailures(app.db, key, address);
      const token = await issueToken(app.db, user.id, app.config.tokenTtlDays);
      return ok({ token }, 'Login realizado com sucesso.');
    },
  );

  app.post(
    apiRoutes.logout,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Logout: revoga o token usado na requisição',
        security: bearer,
        response: { 200: responses.empty, ...errorResponses },
      },
    },
    async (request) => {
      if (request.token) await revokeToken(app.db, request.token);
      return ok(null, 'Sessão encerrada.');
    },
  );
};
