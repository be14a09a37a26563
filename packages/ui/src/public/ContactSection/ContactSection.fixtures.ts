import type { ContactFormValues } from './buildContactMailto';

/** What a visitor might write: a retiree whose INSS request was denied. */
export const filledContact: ContactFormValues = {
  name: 'Maria Aparecida dos Santos',
  email: 'maria.aparecida@example.com',
  phone: '(13) 98812-3344',
  subject: 'Previdência Social',
  message:
    'Meu pedido de aposentadoria por idade foi negado pelo INSS em fevereiro. Gostaria de saber se posso recorrer.',
};
