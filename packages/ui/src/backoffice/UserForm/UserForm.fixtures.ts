import { helena, rafael } from '../fixtures/people';
import type { UserFormProps } from './UserForm';

const noop = () => {};
const save = async () => {};

export const addArgs: UserFormProps = { mode: 'add', onSubmit: save, onCancel: noop, onSaved: noop };

/** An administrator editing a lawyer: the role may change. */
export const editArgs = { mode: 'edit', user: rafael, canChangeRole: true } satisfies Partial<UserFormProps>;

/** The signed-in administrator's own profile. */
export const profileArgs = { mode: 'profile', user: helena } satisfies Partial<UserFormProps>;

/** What a new lawyer's form holds once filled. */
export const newLawyer = {
  name: 'Beatriz Nogueira',
  title: 'Advogada de direito do consumidor',
  summary: 'Atua em ações contra bancos e planos de saúde.',
  oab: 'OAB/SP 456.789',
  email: 'beatriz.nogueira@camposvieira.adv.br',
  password: 'consumidor2025',
} as const;
