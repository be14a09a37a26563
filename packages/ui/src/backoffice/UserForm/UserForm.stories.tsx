import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { carla, rafael } from '../fixtures/people';
import { pngFile } from '../fixtures/images';
import { pending, phone, settleScroll, withToaster } from '../fixtures/stories';
import { UserForm } from './UserForm';
import { addArgs, editArgs, newLawyer, profileArgs } from './UserForm.fixtures';

const meta = {
  component: UserForm,
  parameters: {
    docs: {
      description: {
        component:
          '§2 Adicionar usuário (/users/add), Editar usuário (/users/edit/{id}) e Meu perfil (/users/me): foto, nome, título, resumo, e-mail, cargo e senha. Estados da tela:',
      },
    },
  },
  afterEach: settleScroll,
  decorators: [withToaster],
  args: { ...addArgs, onSubmit: fn(async () => {}), onCancel: fn(), onSaved: fn(), onRetry: fn() },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillNewLawyer(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(canvas.getByLabelText('Nome de exibição'), newLawyer.name);
  await userEvent.type(canvas.getByLabelText('Título profissional'), newLawyer.title);
  await userEvent.type(canvas.getByLabelText('Resumo profissional'), newLawyer.summary);
  await userEvent.type(canvas.getByLabelText('Registro na OAB'), newLawyer.oab);
  await userEvent.type(canvas.getByLabelText('E-mail'), newLawyer.email);
  await userEvent.type(canvas.getByLabelText('Senha'), newLawyer.password);
  await userEvent.type(canvas.getByLabelText('Confirmar senha'), newLawyer.password);
}

const toasts = () => within(document.body);

// ---------------------------------------------------------------- add

export const Add: Story = {
  parameters: {
    docs: {
      description: { story: 'Um administrador abre /users/add: "Adicionar Novo Usuário" vazio, cargo Advogado.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Adicionar Novo Usuário' })).toBeVisible();
    await expect(canvas.getByText('Foto de perfil')).toBeVisible();
    await expect(canvas.getByLabelText('Cargo')).toHaveValue('advogado');
    await expect(
      within(canvas.getByLabelText('Cargo'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Advogado', 'Administrador']);
    await expect(canvas.getByText('0/300')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar Usuário' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};

export const AddRequiredFields: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'Enviar com campos obrigatórios vazios (§5: "Nome é obrigatório", "E-mail é obrigatório", "Senha é obrigatória").',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
    await expect(await canvas.findByText('Nome é obrigatório')).toBeVisible();
    await expect(canvas.getByText('E-mail é obrigatório')).toBeVisible();
    await expect(canvas.getByText('Senha é obrigatória')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AddInvalidValues: Story = {
  parameters: {
    docs: {
      description: {
        story: 'Valores inválidos (§5: "E-mail inválido", senha curta, "Senhas não coincidem", título longo).',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Nome de exibição'), newLawyer.name);
    await userEvent.type(canvas.getByLabelText('Título profissional'), 'Advogada '.repeat(12));
    await userEvent.type(canvas.getByLabelText('E-mail'), 'beatriz@');
    await userEvent.type(canvas.getByLabelText('Senha'), '12345');
    await userEvent.type(canvas.getByLabelText('Confirmar senha'), '12346');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
    await expect(await canvas.findByText('Título deve ter no máximo 100 caracteres')).toBeVisible();
    await expect(canvas.getByText('E-mail inválido')).toBeVisible();
    await expect(canvas.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await expect(canvas.getByText('Senhas não coincidem')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AddErrorClearsOnEdit: Story = {
  parameters: { docs: { description: { story: 'A pessoa corrige um campo: o erro dele some (§5).' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
    await expect(await canvas.findByText('Nome é obrigatório')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nome de exibição'), 'B');
    await waitFor(() => expect(canvas.queryByText('Nome é obrigatório')).not.toBeInTheDocument());
    await expect(canvas.getByText('E-mail é obrigatório')).toBeVisible();
  },
};

export const AddSummaryCounter: Story = {
  parameters: { docs: { description: { story: 'A pessoa escreve o resumo: contador n/300.' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Resumo profissional'), newLawyer.summary);
    await expect(canvas.getByText(`${newLawyer.summary.length}/300`)).toBeVisible();
    await expect(canvas.getByLabelText('Resumo profissional')).toHaveAttribute('maxlength', '300');
  },
};

export const AddCreatesLawyer: Story = {
  parameters: {
    docs: { description: { story: 'Criação de um advogado: toast "Usuário criado com sucesso!" e vai para /users.' } },
  },
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const photo = pngFile('beatriz.png');
    await step('fill the form and choose a photo', async () => {
      await fillNewLawyer(canvas, userEvent);
      await userEvent.upload(canvas.getByLabelText('Foto de perfil'), photo);
      // The picker reads the file before taking it: wait for its preview, as a person would.
      await waitFor(() => expect(canvasElement.querySelector('img[src^="blob:"]')).toBeInTheDocument());
    });
    await step('create', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    });
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...newLawyer,
      image: photo,
      is_lawyer: true,
      is_staff: false,
    });
    await expect(await toasts().findByText('Usuário criado com sucesso!')).toBeVisible();
  },
};

export const AddCreatesAdministrator: Story = {
  parameters: { docs: { description: { story: 'Criação de um administrador.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await fillNewLawyer(canvas, userEvent);
    await userEvent.selectOptions(canvas.getByLabelText('Cargo'), 'Administrador');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ is_lawyer: false, is_staff: true })),
    );
  },
};

export const AddCreating: Story = {
  parameters: { docs: { description: { story: 'O usuário está sendo criado ("Criando...").' } } },
  args: { onSubmit: fn(() => pending<void>()) },
  play: async ({ canvas, userEvent }) => {
    await fillNewLawyer(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
    await expect(await canvas.findByRole('button', { name: 'Criando...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

export const AddEmailInUse: Story = {
  parameters: {
    docs: {
      description: { story: 'O e-mail já existe (§8: "Erro ao criar usuário" / "Este e-mail já está em uso.").' },
    },
  },
  args: { onSubmit: fn(async () => Promise.reject(new Error('email: user with this email already exists.'))) },
  play: async ({ canvas, userEvent, args }) => {
    await fillNewLawyer(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
    await expect(await toasts().findByText('Erro ao criar usuário')).toBeVisible();
    await expect(toasts().getByText('Este e-mail já está em uso.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    // Everything typed stays.
    await expect(canvas.getByLabelText('Nome de exibição')).toHaveValue(newLawyer.name);
  },
};

export const AddImageRejectedByServer: Story = {
  parameters: {
    docs: {
      description: {
        story: 'O servidor recusou a foto (§8: "Erro no upload da imagem. Verifique o formato e tamanho.").',
      },
    },
  },
  args: { onSubmit: fn(async () => Promise.reject(new Error('image: Upload a valid image.'))) },
  play: async ({ canvas, userEvent }) => {
    await fillNewLawyer(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
    await expect(await toasts().findByText('Erro no upload da imagem. Verifique o formato e tamanho.')).toBeVisible();
  },
};

export const AddServerUnavailable: Story = {
  parameters: {
    docs: {
      description: {
        story: 'A API falhou sem mensagem (§8: "Erro ao criar usuário" / "Tente novamente mais tarde.").',
      },
    },
  },
  args: { onSubmit: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas, userEvent }) => {
    await fillNewLawyer(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
    await expect(await toasts().findByText('Erro ao criar usuário')).toBeVisible();
    await expect(toasts().getByText('Tente novamente mais tarde.')).toBeVisible();
  },
};

export const AddPhotoTooLarge: Story = {
  parameters: { docs: { description: { story: 'A foto tem mais de 5 MB (§5: "Arquivo muito grande").' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Foto de perfil'), pngFile('grande.png', 5_242_881));
    await expect(await toasts().findByText('Arquivo muito grande')).toBeVisible();
    await expect(toasts().getAllByText('A imagem deve ter no máximo 5MB.').length).toBeGreaterThan(0);
  },
};

export const AddPhotoNotAnImage: Story = {
  parameters: { docs: { description: { story: 'O arquivo não é imagem (§5: "Tipo de arquivo inválido").' } } },
  play: async ({ canvas }) => {
    const pdf = new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' });
    fireEvent.change(canvas.getByLabelText('Foto de perfil'), { target: { files: [pdf] } });
    await expect(await toasts().findByText('Tipo de arquivo inválido')).toBeVisible();
    await expect(toasts().getAllByText('Por favor, selecione apenas imagens.').length).toBeGreaterThan(0);
  },
};

export const AddCancel: Story = {
  parameters: { docs: { description: { story: 'A pessoa clica em "Cancelar": volta.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AddMobile: Story = {
  parameters: { docs: { description: { story: 'Celular: campos obrigatórios vazios.' } } },
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Usuário' }));
    await expect(await canvas.findByText('Nome é obrigatório')).toBeVisible();
  },
};

// ---------------------------------------------------------------- edit

export const Edit: Story = {
  parameters: {
    docs: {
      description: {
        story: 'Um administrador abre /users/edit/{id}: "Editar Usuário" com os dados e a troca de senha opcional.',
      },
    },
  },
  args: editArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar Usuário' })).toBeVisible();
    await expect(canvas.getByLabelText('Nome de exibição')).toHaveValue(rafael.name);
    await expect(canvas.getByLabelText('E-mail')).toHaveValue(rafael.email);
    await expect(canvas.getByLabelText('Cargo')).toHaveValue('advogado');
    await expect(canvas.getByLabelText('Cargo')).toBeEnabled();
    await expect(canvas.getByText('Deixe em branco se não quiser alterar a senha')).toBeVisible();
    await expect(canvas.getByRole('img', { name: `Foto de ${rafael.name}` })).toBeVisible();
  },
};

export const EditSaves: Story = {
  parameters: {
    docs: { description: { story: 'A pessoa salva: toast "Usuário atualizado com sucesso!" e vai para /users.' } },
  },
  args: editArgs,
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByLabelText('Título profissional');
    await userEvent.clear(title);
    await userEvent.type(title, 'Advogado trabalhista e sindical');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    // No password typed: none sent. Role selector enabled: the exclusive flags are sent.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: rafael.name,
      email: rafael.email,
      title: 'Advogado trabalhista e sindical',
      summary: rafael.summary,
      oab: rafael.oab,
      image: null,
      is_lawyer: true,
      is_staff: false,
    });
    await expect(await toasts().findByText('Usuário atualizado com sucesso!')).toBeVisible();
  },
};

export const EditRoleIsExclusive: Story = {
  parameters: { docs: { description: { story: 'Escolher um cargo desmarca o outro (§4).' } } },
  args: editArgs,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Cargo'), 'Administrador');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ is_lawyer: false, is_staff: true })),
    );
  },
};

export const EditRoleLocked: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'Quem não é administrador edita outro usuário: cargo desabilitado (§6: "Apenas administradores podem alterar as funções de um usuário.").',
      },
    },
  },
  args: { ...editArgs, canChangeRole: false },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Cargo')).toBeDisabled();
    await expect(canvas.getByText('Apenas administradores podem alterar as funções de um usuário.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as Record<string, unknown>;
    await expect(sent).not.toHaveProperty('is_staff');
    await expect(sent).not.toHaveProperty('is_lawyer');
  },
};

export const EditUserWithoutRole: Story = {
  parameters: {
    docs: { description: { story: 'Usuário sem cargo (nem advogado nem administrador): "Sem cargo definido".' } },
  },
  args: { ...editArgs, user: carla },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Cargo')).toHaveValue('');
    await expect(canvas.getByText('Sem cargo definido')).toBeInTheDocument();
  },
};

export const EditPasswordErrors: Story = {
  parameters: { docs: { description: { story: 'Nova senha curta ou diferente da confirmação (§5).' } } },
  args: editArgs,
  play: async ({ canvas, userEvent, args, step }) => {
    await step('too short', async () => {
      await userEvent.type(canvas.getByLabelText('Nova senha'), '123');
      await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), '123');
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
      await expect(await canvas.findByText('Nova senha deve ter pelo menos 6 caracteres')).toBeVisible();
    });
    await step('mismatch', async () => {
      await userEvent.type(canvas.getByLabelText('Nova senha'), '4567');
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
      await expect(await canvas.findByText('Senhas não coincidem')).toBeVisible();
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EditChangesPassword: Story = {
  parameters: { docs: { description: { story: 'A pessoa troca a senha do usuário.' } } },
  args: editArgs,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'novasenha2025');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'novasenha2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ password: 'novasenha2025' })),
    );
  },
};

export const EditSaving: Story = {
  parameters: { docs: { description: { story: 'As alterações estão sendo salvas.' } } },
  args: { ...editArgs, onSubmit: fn(() => pending<void>()) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(await canvas.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

export const EditFailed: Story = {
  parameters: {
    docs: {
      description: { story: 'A API falhou ao salvar (§8: "Erro ao atualizar usuário" com a mensagem do servidor).' },
    },
  },
  args: { ...editArgs, onSubmit: fn(async () => Promise.reject(new Error('Este e-mail já está em uso.'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(await toasts().findByText('Erro ao atualizar usuário')).toBeVisible();
    await expect(toasts().getByText('Este e-mail já está em uso.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const EditLoading: Story = {
  parameters: { docs: { description: { story: 'O usuário ainda está carregando ("Carregando...").' } } },
  args: { ...editArgs, status: 'loading', user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando...')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Salvar Alterações' })).not.toBeInTheDocument();
  },
};

export const EditMissingId: Story = {
  parameters: {
    docs: { description: { story: 'O endereço não tem o id do usuário (§8: "ID do usuário não fornecido.").' } },
  },
  args: { ...editArgs, status: 'error', user: null, errorMessage: 'ID do usuário não fornecido.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ID do usuário não fornecido.')).toBeVisible();
  },
};

export const EditCancel: Story = {
  parameters: { docs: { description: { story: 'A pessoa clica em "Cancelar": volta para /users.' } } },
  args: editArgs,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const EditMobile: Story = {
  parameters: { docs: { description: { story: 'Celular: edição com cargo desabilitado.' } } },
  args: { ...editArgs, canChangeRole: false },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Cargo')).toBeDisabled();
  },
};

// ---------------------------------------------------------------- profile

export const Profile: Story = {
  parameters: {
    docs: { description: { story: 'Qualquer pessoa autenticada abre /users/me: "Meu Perfil" com os próprios dados.' } },
  },
  args: profileArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    await expect(canvas.queryByLabelText('Cargo')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Nome de exibição')).toHaveValue(profileArgs.user.name);
    await expect(canvas.getByText('Deixe em branco se não quiser alterar a senha')).toBeVisible();
  },
};

export const ProfileSaves: Story = {
  parameters: { docs: { description: { story: 'A pessoa salva o perfil: toast "Perfil atualizado com sucesso!".' } } },
  args: profileArgs,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const photo = pngFile('helena-2025.png');
    await userEvent.upload(canvas.getByLabelText('Foto de perfil'), photo);
    // The picker reads the file before taking it: wait for its preview, as a person would.
    await waitFor(() => expect(canvasElement.querySelector('img[src^="blob:"]')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as Record<string, unknown>;
    await expect(sent.image).toBe(photo);
    await expect(sent).not.toHaveProperty('is_staff');
    await expect(sent).not.toHaveProperty('password');
    await expect(await toasts().findByText('Perfil atualizado com sucesso!')).toBeVisible();
  },
};

export const ProfileRequiredFields: Story = {
  parameters: { docs: { description: { story: 'Nome e e-mail apagados (§5: obrigatórios).' } } },
  args: profileArgs,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText('Nome de exibição'));
    await userEvent.clear(canvas.getByLabelText('E-mail'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(await canvas.findByText('Nome é obrigatório')).toBeVisible();
    await expect(canvas.getByText('E-mail é obrigatório')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProfileFailed: Story = {
  parameters: {
    docs: {
      description: {
        story: 'A API falhou (§8: "Erro ao atualizar perfil" com a mensagem do servidor ou o status HTTP).',
      },
    },
  },
  args: { ...profileArgs, onSubmit: fn(async () => Promise.reject(new Error('HTTP error! status: 500'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(await toasts().findByText('Erro ao atualizar perfil')).toBeVisible();
    await expect(toasts().getByText('HTTP error! status: 500')).toBeVisible();
  },
};

export const ProfileMobile: Story = {
  parameters: { docs: { description: { story: 'Celular: o perfil.' } } },
  args: profileArgs,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
  },
};
