import { describe, expect, it } from 'vitest';
import { oabCredential, parseOab } from './oabCredential';

describe('OAB registrations', () => {
  it.each([
    ['OAB/SP 123.456', { uf: 'SP', number: '123.456' }],
    ['OAB-RJ nº 98765', { uf: 'RJ', number: '98765' }],
    ['oab/mg 12.345-e', { uf: 'MG', number: '12.345-E' }],
    ['123.456/SP', { uf: 'SP', number: '123.456' }],
    ['OAB/XX 1', null],
    ['OAB/SP', null],
  ])('reads %j', (text, expected) => expect(parseOab(text)).toEqual(expected));

  it('keeps an unreadable registration as shown, recognised by the OAB itself', () => {
    expect(oabCredential('Inscrição em andamento')).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'Inscrição na OAB',
      name: 'Inscrição em andamento',
      recognizedBy: { '@type': 'Organization', name: 'Ordem dos Advogados do Brasil', alternateName: 'OAB' },
    });
    expect(oabCredential('  ')).toBeNull();
  });
});
