import { firm } from '@firm/contract';

/** The contact form's subjects (spec §2), in order. */
export const contactSubjects = [
  'Direito Trabalhista',
  'Previdência Social',
  'BPC/LOAS',
  'Direito Empresarial',
  'Contencioso Civil',
  'Direito de Família',
  'Outros',
] as const;

export interface ContactFormValues {
  name: string;
  email: string;
  /** Optional. */
  phone: string;
  subject: string;
  message: string;
}

export const emptyContactForm: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

export const CONTACT_REQUIRED_MESSAGE = 'Por favor, preencha todos os campos obrigatórios.';

/** Name, e-mail, subject and message are required; the phone is optional. */
export function isContactFormComplete(values: ContactFormValues): boolean {
  return [values.name, values.email, values.subject, values.message].every((value) => value.trim() !== '');
}

/** RFC 6068: line breaks in a mailto body are CRLF, percent-encoded. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
}

/**
 * The mail link the form opens (no API call: nothing is stored by the site).
 * Subject and body carry the visitor's name, e-mail, phone and message.
 */
export function buildContactMailto(values: ContactFormValues): string {
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim() || 'não informado';
  const subject = `${values.subject} – contato pelo site – ${name}`;
  const body = [
    `Nome: ${name}`,
    `E-mail: ${email}`,
    `Telefone: ${phone}`,
    `Assunto: ${values.subject}`,
    '',
    'Mensagem:',
    values.message.trim(),
  ].join('\n');
  return `mailto:${firm.email}?subject=${encode(subject)}&body=${encode(body)}`;
}
