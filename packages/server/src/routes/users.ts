import { apiRoutes, idParamsSchema, responses } from '@firm/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dependsOn, type Changes } from '../cache/dependencies';
import { serveCached } from '../cache/serveCached';
import type { UserRow, UserUpdate } from '../db/schema';
import { fieldError, forbidden, HttpError, notFound, ok } from '../lib/http';
import { hashPassword } from '../lib/passwords';
import { deleteUnreferencedMedia } from '../repositories/media';
import { revokeUserTokens } from '../repositories/tokens';
import {
  countActiveAdmins,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  softDeleteUser,
  toUser,
  updateUser,
} from '../repositories/users';
import { team } from '../public/reads';
import { userCreateBody, userUpdateBody } from './bodies';
import { bearer, errorResponses, keptJson, prepareImage, storeImage } from './common';

export const EMAIL_TAKEN = 'Este e-mail já está em uso.';
export const ROLES_ADMIN_ONLY = 'Apenas administradores podem alterar as funções de um usuário.';
export const LAST_ADMIN = 'Não é possível remover o último administrador ativo.';

const flag = (v: boolean) => (v ? 1 : 0);

/** What visitors see of a person: their public face (as an author, in the team) and whether they are in the team. */
const SEEN_BY_VISITORS = ['name', 'image_hash', 'title', 'summary', 'oab', 'is_lawyer', 'is_active'] as const;
const isInTeam = (user: Pick<UserRow, 'is_lawyer' | 'is_active'>) => user.is_lawyer === 1 && user.is_active === 1;

/** A change to a person that visitors can see (a password or an e-mail is not). */
function seenChange(changes: Changes, id: number, before: UserRow, patch: Omit<UserUpdate, 'id' | 'email_key'>) {
  if (SEEN_BY_VISITORS.some((key) => patch[key] !== undefined && patch[key] !== before[key])) {
    changes.add(dependsOn.team, dependsOn.person(id));
  }
}

/** PATCH of a user by themself or by an administrator (the rules of §6, enforced here). */
async function updateUserBy(
  app: FastifyInstance,
  actor: UserRow,
  target: UserRow,
  body: z.output<typeof userUpdateBody>,
  actorToken: string | null,
): Promise<UserRow> {
  const isAdmin = actor.is_staff === 1;
  const changes: Omit<UserUpdate, 'id' | 'email_key'> = {};
  for (const key of ['is_lawyer', 'is_staff', 'is_active'] as const) {
    const wanted = body[key];
    if (wanted === undefined || flag(wanted) === target[key]) continue;
    if (!isAdmin) throw forbidden(ROLES_ADMIN_ONLY);
    changes[key] = flag(wanted);
  }
  const stopsBeingAdmin =
    target.is_staff === 1 && target.is_active === 1 && (changes.is_staff === 0 || changes.is_active === 0);
  if (body.email !== undefined && body.email !== target.email) {
    const other = await findUserByEmail(app.db, body.email);
    if (other && other.id !== target.id) throw fieldError(409, 'email', EMAIL_TAKEN);
    changes.email = body.email;
  }
  if (body.name !== undefined) changes.name = body.name;
  if (body.title !== undefined) changes.title = body.title;
  if (body.summary !== undefined) changes.summary = body.summary;
  if (body.oab !== undefined) changes.oab = body.oab;
  if (body.password !== undefined) changes.password_hash = await hashPassword(body.password, app.config.scryptCost);
  const image = await prepareImage(app, body.image);

  await app.tx('user.update', async (trx, changed) => {
    if (stopsBeingAdmin && (await countActiveAdmins(trx)) <= 1) throw new HttpError(409, LAST_ADMIN);
    const hash = await storeImage(trx, image);
    if (hash !== undefined) changes.image_hash = hash;
    await updateUser(trx, target.id, changes);
    seenChange(changed, target.id, target, changes);
    if (hash !== undefined && target.image_hash !== hash) {
      changed.add(...(await deleteUnreferencedMedia(trx, [target.image_hash])).map(dependsOn.image));
    }
    // A new password or a deactivation ends the other sessions (a stolen token stops working).
    if (changes.is_active === 0) await revokeUserTokens(trx, target.id);
    else if (changes.password_hash)
      await revokeUserTokens(trx, target.id, actor.id === target.id ? (actorToken ?? undefined) : undefined);
  });
  return (await findUserById(app.db, target.id))!;
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireUser };
  const admin = { preHandler: app.requireAdmin };

  app.get(
    apiRoutes.users,
    {
      ...auth,
      schema: {
        tags: ['users'],
        summary: 'Lista de usuários',
        security: bearer,
        response: { 200: responses.users, ...errorResponses },
      },
    },
    async () => ok((await listUsers(app.db)).map(toUser)),
  );

  app.get(
    apiRoutes.team,
    {
      schema: {
        tags: ['public'],
        summary: 'Equipe: advogados ativos (público)',
        response: { 200: responses.team, ...errorResponses },
      },
    },
    async (request, reply) =>
      serveCached(app.responseCache, request, reply, async () => keptJson(reply, await team(app.db))),
  );

  app.get(
    apiRoutes.me,
    {
      ...auth,
      schema: {
        tags: ['users'],
        summary: 'Usuário autenticado',
        security: bearer,
        response: { 200: responses.user, ...errorResponses },
      },
    },
    async (request) => ok(toUser(request.user!)),
  );

  app.patch(
    apiRoutes.me,
    {
      ...auth,
      schema: {
        tags: ['users'],
        summary: 'Atualiza o próprio perfil (multipart ou JSON)',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        body: userUpdateBody,
        response: { 200: responses.user, ...errorResponses },
      },
    },
    async (request) => {
      const user = await updateUserBy(app, request.user!, request.user!, request.body, request.token);
      return ok(toUser(user), 'Perfil atualizado com sucesso!');
    },
  );

  app.post(
    apiRoutes.userCreate,
    {
      ...admin,
      schema: {
        tags: ['users'],
        summary: 'Cria um usuário (administradores)',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        body: userCreateBody,
        response: { 201: responses.user, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (await findUserByEmail(app.db, body.email)) throw fieldError(409, 'email', EMAIL_TAKEN);
      const passwordHash = await hashPassword(body.password, app.config.scryptCost);
      const image = await prepareImage(app, body.image);
      // The form's default role is 'advogado' (§9): without flags, a lawyer.
      const isLawyer = body.is_lawyer ?? body.is_staff === undefined;
      const id = await app.tx('user.create', async (trx, changed) => {
        const hash = await storeImage(trx, image);
        if (isLawyer && (body.is_active ?? true)) changed.add(dependsOn.team);
        return insertUser(trx, {
          name: body.name,
          email: body.email,
          password_hash: passwordHash,
          title: body.title ?? '',
          summary: body.summary ?? '',
          oab: body.oab ?? '',
          is_lawyer: flag(isLawyer),
          is_staff: flag(body.is_staff ?? false),
          is_active: flag(body.is_active ?? true),
          image_hash: hash ?? null,
          deleted_at: null,
        });
      });
      reply.status(201);
      return ok(toUser((await findUserById(app.db, id))!), 'Usuário criado com sucesso!');
    },
  );

  app.get(
    apiRoutes.userDetail,
    {
      ...auth,
      schema: {
        tags: ['users'],
        summary: 'Um usuário (administradores, ou o próprio usuário)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: responses.user, ...errorResponses },
      },
    },
    async (request) => {
      const actor = request.user!;
      if (actor.is_staff !== 1 && actor.id !== request.params.id) throw forbidden();
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound('Usuário não encontrado.');
      return ok(toUser(user));
    },
  );

  app.patch(
    apiRoutes.userUpdate,
    {
      ...auth,
      schema: {
        tags: ['users'],
        summary: 'Atualiza um usuário (administradores, ou o próprio usuário sem mudar funções)',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        body: userUpdateBody,
        response: { 200: responses.user, ...errorResponses },
      },
    },
    async (request) => {
      const actor = request.user!;
      if (actor.is_staff !== 1 && actor.id !== request.params.id) throw forbidden();
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw notFound('Usuário não encontrado.');
      const user = await updateUserBy(app, actor, target, request.body, request.token);
      return ok(toUser(user), 'Usuário atualizado com sucesso!');
    },
  );

  app.delete(
    apiRoutes.userDelete,
    {
      ...admin,
      schema: {
        tags: ['users'],
        summary: 'Exclui um usuário (administradores; nunca a si mesmo nem o último administrador)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: responses.empty, ...errorResponses },
      },
    },
    async (request) => {
      const actor = request.user!;
      if (actor.id === request.params.id) throw forbidden('Você não pode excluir a sua própria conta.');
      await app.tx('user.delete', async (trx, changed) => {
        const target = await findUserById(trx, request.params.id);
        if (!target) throw notFound('Usuário não encontrado.');
        if (target.is_staff === 1 && target.is_active === 1 && (await countActiveAdmins(trx)) <= 1) {
          throw new HttpError(409, LAST_ADMIN);
        }
        await softDeleteUser(trx, target.id);
        if (isInTeam(target)) changed.add(dependsOn.team);
        changed.add(dependsOn.person(target.id));
      });
      return ok(null, 'Usuário excluído com sucesso.');
    },
  );
};
