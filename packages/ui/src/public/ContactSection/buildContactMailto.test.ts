import { describe, expect, it } from 'vitest';
import { firm } from '@firm/contract';
import { buildContactMailto, isContactFormComplete } from './buildContactMailto';

const values = {
  name: 'Ana Souza',
  email: 'ana.souza@example.com',
  phone: '(13) 98888-1234',
  subject: 'Previdência Social',
  message: 'Tive meu pedido de aposentadoria negado.\nPosso recorrer?',
};

function parse(url: string) {
  const [target = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { target, subject: params.get('subject') ?? '', body: params.get('body') ?? '' };
}

describe('buildContactMailto', () => {
  it('writes to the firm with the subject and every field in the body', () => {
    const mail = parse(buildContactMailto(values));
    expect(mail.target).toBe(`mailto:${firm.email}`);
    expect(mail.subject).toBe('Previdência Social – contato pelo site – Ana Souza');
    expect(mail.body).toBe(
      'Nome: Ana Souza\r\nE-mail: ana.souza@example.com\r\nTelefone: (13) 98888-1234\r\nAssunto: Previdência Social\r\n\r\nMensagem:\r\nTive meu pedido de aposentadoria negado.\r\nPosso recorrer?',
    );
  });

  it('says when the optional phone was left out', () => {
    expect(parse(buildContactMailto({ ...values, phone: ' ' })).body).toContain('Telefone: não informado');
  });

  it('encodes characters that would break the link', () => {
    const url = buildContactMailto({ ...values, message: 'A & B = 100% #1?' });
    expect(url).not.toMatch(/[ #]/);
    expect(parse(url).body).toContain('A & B = 100% #1?');
  });
});

describe('isContactFormComplete', () => {
  it('needs name, e-mail, subject and message, not the phone', () => {
    expect(isContactFormComplete({ ...values, phone: '' })).toBe(true);
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(isContactFormComplete({ ...values, [field]: '   ' })).toBe(false);
    }
  });
});
