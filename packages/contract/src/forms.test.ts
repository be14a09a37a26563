import { describe, expect, it } from 'vitest';
import {
  canPublish,
  checkImageFile,
  checkNewCategory,
  createUserFormSchema,
  editUserFormSchema,
  joinListContent,
  loginFormSchema,
  mapCreateUserError,
  profileFormSchema,
  roleFlags,
  roleLabels,
  roleOfUser,
  splitListContent,
  toPublishedAt,
  fromPublishedAt,
  toServerSectionType,
  toUiSectionType,
  uiSectionTypes,
  validatePostDraft,
  type CreateUserFormInput,
  type EditUserFormInput,
} from './forms';

/** The first message of each field, as the form shows it. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

const validUser: CreateUserFormInput = {
  photo: null,
  name: 'Mariana Campos',
  title: 'Advogada trabalhista',
  summary: 'Atua há dez anos na defesa de trabalhadores.',
  oab: 'OAB/SP 123.456',
  email: 'mariana@camposvieira.adv.br',
  cargo: 'advogado',
  password: 'segredo1',
  confirmPassword: 'segredo1',
};

describe('loginFormSchema', () => {
  it('requires both fields', () => {
    expect(messages(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'E-mail é obrigatório',
      password: 'Senha é obrigatória',
    });
  });
  it('accepts a short existing password', () => {
    expect(loginFormSchema.safeParse({ email: 'a@b.com.br', password: '123' }).success).toBe(true);
  });
});

describe('createUserFormSchema', () => {
  it('accepts a complete form', () => {
    expect(createUserFormSchema.safeParse(validUser).success).toBe(true);
  });

  it('gives every §5 message', () => {
    const result = createUserFormSchema.safeParse({
      ...validUser,
      name: ' ',
      email: '',
      password: '',
      confirmPassword: '',
      title: 'x'.repeat(101),
      summary: 'x'.repeat(301),
      cargo: '' as never,
      photo: { name: 'foto.png', type: 'image/png', size: 5_242_881 },
    });
    expect(messages(result)).toEqual({
      name: 'Nome é obrigatório',
      email: 'E-mail é obrigatório',
      password: 'Senha é obrigatória',
      title: 'Título deve ter no máximo 100 caracteres',
      summary: 'Resumo deve ter no máximo 300 caracteres',
      cargo: 'Cargo é obrigatório',
      photo: 'A imagem deve ter no máximo 5MB',
    });
  });

  it('checks e-mail format, password length and confirmation', () => {
    expect(
      messages(
        createUserFormSchema.safeParse({
          ...validUser,
          email: 'mariana@',
          password: '12345',
          confirmPassword: '12345',
        }),
      ),
    ).toEqual({ email: 'E-mail inválido', password: 'Senha deve ter pelo menos 6 caracteres' });
    expect(messages(createUserFormSchema.safeParse({ ...validUser, confirmPassword: 'outra123' }))).toEqual({
      confirmPassword: 'Senhas não coincidem',
    });
  });

  it('accepts a photo of exactly 5 MB', () => {
    const photo = { name: 'foto.jpg', type: 'image/jpeg', size: 5_242_880 };
    expect(createUserFormSchema.safeParse({ ...validUser, photo }).success).toBe(true);
  });
});

describe('editUserFormSchema and profileFormSchema', () => {
  const edit: EditUserFormInput = { ...validUser, password: '', confirmPassword: '' };

  it('leaves the password optional', () => {
    expect(editUserFormSchema.safeParse(edit).success).toBe(true);
    expect(editUserFormSchema.safeParse({ ...edit, cargo: '' }).success).toBe(true);
    expect(profileFormSchema.safeParse(edit).success).toBe(true);
  });

  it('checks a new password once either field is filled', () => {
    expect(messages(editUserFormSchema.safeParse({ ...edit, password: '123', confirmPassword: '123' }))).toEqual({
      password: 'Nova senha deve ter pelo menos 6 caracteres',
    });
    expect(messages(profileFormSchema.safeParse({ ...edit, password: '', confirmPassword: 'novasenha' }))).toEqual({
      password: 'Senha é obrigatória',
      confirmPassword: 'Senhas não coincidem',
    });
    expect(
      messages(profileFormSchema.safeParse({ ...edit, password: 'novasenha', confirmPassword: 'novasenhx' })),
    ).toEqual({
      confirmPassword: 'Senhas não coincidem',
    });
  });

  it('keeps the shared field rules', () => {
    expect(messages(profileFormSchema.safeParse({ ...edit, name: '', email: 'x' }))).toEqual({
      name: 'Nome é obrigatório',
      email: 'E-mail inválido',
    });
  });
});

describe('roles', () => {
  it('maps the role to exclusive flags and back', () => {
    expect(roleFlags('advogado')).toEqual({ is_lawyer: true, is_staff: false });
    expect(roleFlags('administrador')).toEqual({ is_lawyer: false, is_staff: true });
    expect(roleOfUser({ is_lawyer: true, is_staff: true })).toBe('administrador');
    expect(roleOfUser({ is_lawyer: true, is_staff: false })).toBe('advogado');
    expect(roleOfUser({ is_lawyer: false, is_staff: false })).toBe('');
  });
  it('labels the badges', () => {
    expect(roleLabels({ is_lawyer: true, is_staff: true })).toEqual(['Administrador', 'Advogado']);
    expect(roleLabels({ is_lawyer: false, is_staff: false })).toEqual(['Usuário']);
  });
});

describe('mapCreateUserError', () => {
  it.each([
    ['email: Este e-mail já está cadastrado', 'Este e-mail já está em uso.'],
    ['password: Senha deve ter pelo menos 6 caracteres', 'A senha deve ter pelo menos 6 caracteres.'],
    ['name: Nome é obrigatório', 'O nome é obrigatório.'],
    ['title: Título deve ter no máximo 100 caracteres', 'O título profissional é obrigatório.'],
    ['summary: Resumo deve ter no máximo 300 caracteres', 'O resumo profissional é obrigatório.'],
    ['Image too large', 'Erro no upload da imagem. Verifique o formato e tamanho.'],
    ['Serviço indisponível', 'Serviço indisponível'],
    ['', 'Tente novamente mais tarde.'],
    [undefined, 'Tente novamente mais tarde.'],
  ])('%s → %s', (server, shown) => {
    expect(mapCreateUserError(server)).toBe(shown);
  });
  it('checks keywords in the spec order (email before name)', () => {
    expect(mapCreateUserError('user with this email and name already exists')).toBe('Este e-mail já está em uso.');
  });
});

describe('checkImageFile', () => {
  it('rejects non-images, then files over 5 MB', () => {
    expect(checkImageFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual([
      'Tipo de arquivo inválido',
      'Por favor, selecione apenas imagens.',
    ]);
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 5_242_881 })).toEqual([
      'Arquivo muito grande',
      'A imagem deve ter no máximo 5MB.',
    ]);
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 5_242_880 })).toBeNull();
  });
});

describe('post drafts', () => {
  const draft = {
    title: 'Rescisão indireta',
    category: 'Direito Trabalhista',
    date: new Date(Date.UTC(2025, 2, 10)),
    sections: [{}],
  };

  it('returns the first failing check in the §5 order', () => {
    const empty = { title: '', category: '', date: null, sections: [] };
    expect(validatePostDraft(empty, null)).toBe('Usuário não autenticado');
    expect(validatePostDraft(empty, {})).toBe('Usuário não autenticado');
    expect(validatePostDraft(empty, { id: 1 })).toBe('Data de publicação é obrigatória');
    expect(validatePostDraft({ ...empty, date: draft.date }, { id: 1 })).toBe('Título e categoria são obrigatórios');
    expect(validatePostDraft({ ...draft, category: '' }, { id: 1 })).toBe('Título e categoria são obrigatórios');
    expect(validatePostDraft({ ...draft, sections: [] }, { id: 1 })).toBe('Adicione pelo menos uma seção ao post');
    expect(validatePostDraft(draft, { id: 1 })).toBeNull();
  });

  it('enables publish only for a complete draft with no save running', () => {
    expect(canPublish(draft, false)).toBe(true);
    expect(canPublish(draft, true)).toBe(false);
    expect(canPublish({ ...draft, title: '  ' }, false)).toBe(false);
    expect(canPublish({ ...draft, category: '' }, false)).toBe(false);
    expect(canPublish({ ...draft, date: null }, false)).toBe(false);
    expect(canPublish({ ...draft, sections: [] }, false)).toBe(false);
  });

  it('sends a picked day as its start in São Paulo, UTC ISO with milliseconds', () => {
    expect(toPublishedAt(new Date(2025, 2, 10))).toBe('2025-03-10T03:00:00.000Z');
  });

  it('reads published_at back as the São Paulo calendar day', () => {
    const day = fromPublishedAt('2025-03-10T02:30:00.000Z');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate()]).toEqual([2025, 2, 9]);
    const same = fromPublishedAt(toPublishedAt(new Date(2025, 11, 31)));
    expect([same?.getFullYear(), same?.getMonth(), same?.getDate()]).toEqual([2025, 11, 31]);
    expect(fromPublishedAt('ontem')).toBeNull();
  });
});

describe('section types and list content', () => {
  it('maps UI and server types both ways', () => {
    expect(toServerSectionType('list')).toBe('unordered_list');
    expect(toServerSectionType('numberedList')).toBe('ordered_list');
    expect(toUiSectionType('unordered_list')).toBe('list');
    expect(toUiSectionType('ordered_list')).toBe('numberedList');
    expect(toUiSectionType('list')).toBe('list');
    for (const type of uiSectionTypes) expect(toUiSectionType(toServerSectionType(type))).toBe(type);
  });
  it('splits on line breaks and joins with \\n', () => {
    expect(splitListContent('Carteira de trabalho\r\n\n  Holerites \nExtrato do FGTS')).toEqual([
      'Carteira de trabalho',
      'Holerites',
      'Extrato do FGTS',
    ]);
    expect(joinListContent(['a', 'b'])).toBe('a\nb');
  });
});

describe('checkNewCategory', () => {
  const existing = ['Direito Trabalhista', 'Direito Civil'];
  it('trims and accepts a new name', () => {
    expect(checkNewCategory('  Direito do Consumidor ', existing)).toEqual({ ok: true, name: 'Direito do Consumidor' });
  });
  it('rejects empty and duplicate names', () => {
    expect(checkNewCategory('   ', existing)).toEqual({ ok: false, reason: 'empty' });
    expect(checkNewCategory(' direito civil', existing)).toEqual({ ok: false, reason: 'duplicate' });
  });
});
