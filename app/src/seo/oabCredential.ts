/**
 * A lawyer's or the firm's OAB registration as schema.org data: the registration shown on the page
 * (bar rules require it on a lawyer's publicity) becomes a credential search engines can read.
 */

/** The OAB's seccionais, one per federative unit, by UF. */
const seccionais: Readonly<Record<string, string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

export interface OabRegistration {
  /** The seccional's federative unit, e.g. 'SP'. */
  uf: string;
  /** The registration number as written, e.g. '123.456' or '12.345-E'. */
  number: string;
}

/**
 * The UF and number of a registration as people write it ('OAB/SP 123.456', 'OAB-RJ nº 98765',
 * '123.456/SP'); null when either is missing or the UF is not one of the 27.
 */
export function parseOab(text: string): OabRegistration | null {
  const uf = (/\bOAB\s*[/-]?\s*([A-Z]{2})\b/i.exec(text) ?? /\/\s*([A-Z]{2})\b/i.exec(text))?.[1]?.toUpperCase();
  const number = /\d(?:[\d.]*\d)?(?:\s*-\s*[A-Z]\b)?/i.exec(text.replace(/\bOAB\s*[/-]?\s*[A-Z]{2}\b/i, ''))?.[0];
  if (!uf || !number || !(uf in seccionais)) return null;
  return { uf, number: number.replace(/\s+/g, '').toUpperCase() };
}

/** The seccional as an Organization, or the OAB itself when the UF is unknown. */
function bar(registration: OabRegistration | null): object {
  if (!registration) return { '@type': 'Organization', name: 'Ordem dos Advogados do Brasil', alternateName: 'OAB' };
  return {
    '@type': 'Organization',
    name: `Ordem dos Advogados do Brasil, Seccional ${seccionais[registration.uf]}`,
    alternateName: `OAB/${registration.uf}`,
  };
}

/** Category of a lawyer's registration; a law firm's is `FIRM_REGISTRATION`. */
export const LAWYER_REGISTRATION = 'Inscrição na OAB';
export const FIRM_REGISTRATION = 'Registro de sociedade de advogados na OAB';

/**
 * An `EducationalOccupationalCredential` for `hasCredential` (Person, and LegalService as an
 * Organization); null when there is no registration to show.
 */
export function oabCredential(text: string, category: string = LAWYER_REGISTRATION): object | null {
  const shown = text.trim();
  if (!shown) return null;
  const registration = parseOab(shown);
  return {
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: category,
    name: shown,
    ...(registration ? { identifier: registration.number } : {}),
    recognizedBy: bar(registration),
  };
}
