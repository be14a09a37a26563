import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { firm } from '@firm/contract';
import { desktopGlobals, mobileGlobals, withInertLinks } from '../shared/storyHelpers';
import { ContactSection } from './ContactSection';
import { filledContact } from './ContactSection.fixtures';

const meta = {
  component: ContactSection,
  args: { onAlert: fn(), onOpenMailto: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '§2 Formulário de contato: nome, e-mail, telefone (opcional), assunto e mensagem; enviar abre o e-mail do visitante (link mailto), sem chamada à API. Estados da seção:',
      },
    },
  },
  globals: desktopGlobals,
  decorators: [withInertLinks],
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertText = 'Por favor, preencha todos os campos obrigatórios.';

function readMailto(url: string) {
  const [target = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { target, subject: params.get('subject') ?? '', body: params.get('body') ?? '' };
}

/** The firm's channels beside the form. */
export const Default: Story = {
  parameters: {
    docs: {
      description: { story: 'Os canais do escritório (WhatsApp, telefone, e-mail) ao lado do formulário vazio.' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('#contact')).not.toBeNull();
    await expect(canvas.getByText(firm.openingHours)).toBeVisible();
    await expect(canvas.getByRole('link', { name: firm.email })).toHaveAttribute('href', `mailto:${firm.email}`);
    await expect(canvas.getByRole('link', { name: firm.phone.display })).toHaveAttribute(
      'href',
      `tel:${firm.phone.e164}`,
    );
    await expect(canvas.getByText(new RegExp(firm.address.street))).toBeVisible();
    const subject = canvas.getByRole('combobox', { name: 'Assunto' });
    const options = within(subject)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      'Selecione um assunto',
      'Direito Trabalhista',
      'Previdência Social',
      'BPC/LOAS',
      'Direito Empresarial',
      'Contencioso Civil',
      'Direito de Família',
      'Outros',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
  },
};

/** Sending with required fields empty is blocked with the spec's alert. */
export const MissingRequiredFields: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'O visitante envia com campos obrigatórios vazios (§8: alerta "Por favor, preencha todos os campos obrigatórios.").',
      },
    },
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('nothing filled', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
      await expect(args.onAlert).toHaveBeenCalledWith(alertText);
      await expect(args.onOpenMailto).not.toHaveBeenCalled();
    });
    await step('everything but the subject', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), filledContact.name);
      await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), filledContact.email);
      await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), 'Preciso de orientação.');
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
      await expect(args.onAlert).toHaveBeenCalledTimes(2);
      await expect(args.onOpenMailto).not.toHaveBeenCalled();
    });
  },
};

/** A complete form opens a mail link to the firm carrying every field. */
export const OpensMailto: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'O visitante envia o formulário completo: abre-se um e-mail ao escritório com assunto e todos os campos.',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), filledContact.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), filledContact.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefone (opcional)' }), filledContact.phone);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assunto' }), filledContact.subject);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), filledContact.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));

    await expect(args.onAlert).not.toHaveBeenCalled();
    await expect(args.onOpenMailto).toHaveBeenCalledOnce();
    const url = (args.onOpenMailto as ReturnType<typeof fn>).mock.calls[0]?.[0] as string;
    const mail = readMailto(url);
    await expect(mail.target).toBe(`mailto:${firm.email}`);
    await expect(mail.subject).toContain(filledContact.subject);
    await expect(mail.subject).toContain(filledContact.name);
    for (const part of [filledContact.name, filledContact.email, filledContact.phone, filledContact.message]) {
      await expect(mail.body).toContain(part);
    }
    await expect(canvas.getByRole('status')).toHaveTextContent(/Abrimos o seu e-mail/);
  },
};

/** The phone is optional: the mail says it was not given. */
export const WithoutPhone: Story = {
  parameters: {
    docs: {
      description: { story: 'O visitante não informa o telefone (opcional): o e-mail diz que não foi informado.' },
    },
  },
  args: { initialValues: { ...filledContact, phone: '' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    await expect(args.onOpenMailto).toHaveBeenCalledOnce();
    const url = (args.onOpenMailto as ReturnType<typeof fn>).mock.calls[0]?.[0] as string;
    await expect(readMailto(url).body).toContain('Telefone: não informado');
  },
};

export const Mobile: Story = {
  parameters: { docs: { description: { story: 'Celular: canais e formulário em uma coluna.' } } },
  globals: mobileGlobals,
  args: { initialValues: filledContact },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar mensagem' })).toBeVisible();
  },
};
