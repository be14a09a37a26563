import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { pending, phone, settleScroll } from '../fixtures/stories';
import type { LoginFormValues } from '@firm/contract/forms';
import { LoginScreen, type LoginOutcome } from './LoginScreen';
import { credentials } from './LoginScreen.fixtures';

/** An `onSubmit` spy that answers with `answer`. */
const submit = (answer: () => Promise<LoginOutcome>) => fn((_values: LoginFormValues) => answer());

const meta = {
  component: LoginScreen,
  afterEach: settleScroll,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§2 Login (/login): "Acesso Restrito", campos "Email ou Usuário" e "Senha" e o botão "Entrar". Estados da tela (§4: inicial, enviando, erro ou sucesso):',
      },
    },
  },
  args: { onSubmit: submit(async () => 'success') },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: {
    docs: {
      description: { story: 'A pessoa da equipe abre /login, ou tenta abrir uma tela restrita sem estar autenticada.' },
    },
  },
  play: async ({ canvas }) => {
    // The whole screen is the page's main landmark (axe: landmark-one-main, region).
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('form', { name: 'Acesso Restrito' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acesso Restrito' })).toBeVisible();
    await expect(canvas.getByText('Faça login para acessar o sistema administrativo.')).toBeVisible();
    await expect(canvas.getByLabelText('Email ou Usuário')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

export const SignsIn: Story = {
  parameters: { docs: { description: { story: 'A pessoa informa e-mail e senha válidos e entra (vai para /).' } } },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('type the credentials', async () => {
      await userEvent.type(canvas.getByLabelText('Email ou Usuário'), credentials.email);
      await userEvent.type(canvas.getByLabelText('Senha'), credentials.password);
    });
    await step('submit with Enter', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith(credentials);
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RequiredFields: Story = {
  parameters: {
    docs: { description: { story: 'A pessoa clica em "Entrar" com os campos vazios (§5: os dois são obrigatórios).' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('E-mail é obrigatório')).toBeVisible();
    await expect(canvas.getByText('Senha é obrigatória')).toBeVisible();
    await expect(canvas.getByLabelText('Email ou Usuário')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FieldErrorClearsOnTyping: Story = {
  parameters: { docs: { description: { story: 'A pessoa corrige um campo obrigatório: o erro dele some.' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('E-mail é obrigatório')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email ou Usuário'), 'h');
    await expect(canvas.queryByText('E-mail é obrigatório')).not.toBeInTheDocument();
    await expect(canvas.getByText('Senha é obrigatória')).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  parameters: { docs: { description: { story: 'A pessoa informa um e-mail mal formado ("E-mail inválido").' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email ou Usuário'), 'helena.vieira');
    await userEvent.type(canvas.getByLabelText('Senha'), credentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('E-mail inválido')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: { docs: { description: { story: 'O login está sendo enviado (botão "Entrando...").' } } },
  args: { onSubmit: submit(() => pending<LoginOutcome>()) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email ou Usuário'), credentials.email);
    await userEvent.type(canvas.getByLabelText('Senha'), credentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const busy = await canvas.findByRole('button', { name: 'Entrando...' });
    await expect(busy).toBeDisabled();
  },
};

export const InvalidCredentials: Story = {
  parameters: {
    docs: { description: { story: 'E-mail ou senha errados (§8: "Credenciais inválidas. Tente novamente.").' } },
  },
  args: { onSubmit: submit(async () => 'invalid-credentials') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email ou Usuário'), credentials.email);
    await userEvent.type(canvas.getByLabelText('Senha'), 'senha-errada');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Credenciais inválidas. Tente novamente.');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

const tooManyAttempts = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

/** A locked-out user (429): the server's message and when to try again, not 'Credenciais inválidas'. */
export const TooManyAttempts: Story = {
  parameters: {
    docs: {
      description: {
        story: 'Muitas tentativas erradas: o servidor bloqueia por um tempo e a tela diz quando tentar de novo.',
      },
    },
  },
  args: {
    onSubmit: submit(async () => ({ kind: 'throttled', message: tooManyAttempts, retryAfterSeconds: 900 })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email ou Usuário'), credentials.email);
    await userEvent.type(canvas.getByLabelText('Senha'), credentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`${tooManyAttempts} Nova tentativa possível em 15 minutos.`);
    await expect(alert).not.toHaveTextContent('Credenciais inválidas');
  },
};

export const TooManyAttemptsLastMinuteMobile: Story = {
  parameters: { docs: { description: { story: 'Celular: bloqueio por tentativas no último minuto de espera.' } } },
  args: {
    onSubmit: submit(async () => ({ kind: 'throttled', message: tooManyAttempts, retryAfterSeconds: 45 })),
  },
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email ou Usuário'), credentials.email);
    await userEvent.type(canvas.getByLabelText('Senha'), credentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      `${tooManyAttempts} Nova tentativa possível em 1 minuto.`,
    );
  },
};

export const ErrorClearsWhenTyping: Story = {
  parameters: { docs: { description: { story: 'A pessoa volta a digitar depois de um erro: a mensagem some (§4).' } } },
  args: { onSubmit: submit(async () => 'invalid-credentials') },
  play: async ({ canvas, userEvent, step }) => {
    await step('fail once', async () => {
      await userEvent.type(canvas.getByLabelText('Email ou Usuário'), credentials.email);
      await userEvent.type(canvas.getByLabelText('Senha'), 'senha-errada');
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
      await expect(await canvas.findByText('Credenciais inválidas. Tente novamente.')).toBeVisible();
    });
    await step('typing clears the message', async () => {
      await userEvent.type(canvas.getByLabelText('Senha'), '1');
      await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    });
  },
};

export const RequestFailed: Story = {
  parameters: { docs: { description: { story: 'A API falhou (§8: "Erro ao fazer login. Tente novamente.").' } } },
  args: { onSubmit: submit(async () => Promise.reject(new Error('HTTP error! status: 500'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email ou Usuário'), credentials.email);
    await userEvent.type(canvas.getByLabelText('Senha'), credentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao fazer login. Tente novamente.');
  },
};

export const ShowPassword: Story = {
  parameters: { docs: { description: { story: 'A pessoa mostra e esconde a senha.' } } },
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Senha');
    await userEvent.type(password, credentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: a tela de login.' } } },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Acesso Restrito' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o site' })).toHaveAttribute('href', '/');
  },
};

export const MobileWithError: Story = {
  parameters: { docs: { description: { story: 'Celular: credenciais inválidas.' } } },
  ...InvalidCredentials,
  globals: phone,
};
