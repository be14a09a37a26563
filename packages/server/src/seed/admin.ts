import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { findUserByEmail, insertUser, updateUser } from '../repositories/users';

export const DEMO_ADMIN_EMAIL = 'admin@demo.local';

/**
 * A database with no active administrator gets one at start: ADMIN_EMAIL/ADMIN_PASSWORD,
 * or demo credentials with a random password printed once. Returns an administrator's id.
 */
export async function ensureAdmin(db: Kysely<Database>, config: Config, log: FastifyBaseLogger): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('is_staff', '=', 1)
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;

  const email = config.admin?.email ?? DEMO_ADMIN_EMAIL;
  const password = config.admin?.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password, config.scryptCost);
  const current = await findUserByEmail(db, email);
  let id: number;
  if (current) {
    await updateUser(db, current.id, { is_staff: 1, is_active: 1, password_hash: passwordHash });
    id = current.id;
  } else {
    id = await insertUser(db, {
      name: 'Administrador',
      email,
      password_hash: passwordHash,
      title: 'Administrador do site',
      summary: '',
      oab: '',
      is_lawyer: 0,
      is_staff: 1,
      is_active: 1,
      image_hash: null,
      deleted_at: null,
    });
  }
  if (config.admin) {
    log.info({ email }, 'administrador criado a partir de ADMIN_EMAIL');
  } else {
    // Printed once, on the console, never logged again: the operator must write it down.
    console.info(
      [
        '',
        '============================================================',
        ' Administrador de demonstração criado (anote a senha agora):',
        `   e-mail: ${email}`,
        `   senha:  ${password}`,
        ' Defina ADMIN_EMAIL e ADMIN_PASSWORD para escolher os seus.',
        '============================================================',
        '',
      ].join('\n'),
    );
  }
  return id;
}
