import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http';
import { findUserByToken } from '../repositories/tokens';

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{20,200})\s*$/;

/**
 * `Authorization: Token <token>` identifies the user. Resolved only by routes that need it
 * (public routes never touch the token table, and a stale token never breaks a public page).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('token', null);

    async function requireUser(request: FastifyRequest): Promise<void> {
      if (request.user) return;
      const match = TOKEN_HEADER.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw unauthorized();
      const user = await findUserByToken(app.db, match[1]);
      if (!user) throw unauthorized();
      request.user = user;
      request.token = match[1];
    }

    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user?.is_staff !== 1) throw forbidden('Apenas administradores podem realizar esta ação.');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
