/**
 * The firm's fixed details (spec §1): one module feeds the footer, the contact
 * section, the WhatsApp links and the structured data rendered by the server.
 */
export const firm = {
  name: 'Campos & Vieira Advocacia',
  shortName: 'Campos & Vieira',
  tagline: 'Advocacia trabalhista, previdenciária, cível e de família em Santos',
  /** Registration of the law firm itself (sociedade de advogados) at the OAB. */
  oabRegistration: 'OAB/SP 21.457',
  foundedYear: 2016,
  address: {
    street: 'Rua Frei Gaspar, 22, sala 801',
    district: 'Centro',
    city: 'Santos',
    state: 'SP',
    postalCode: '11010-090',
    country: 'BR',
  },
  phone: { display: '(13) 3219-4500', e164: '+551332194500' },
  whatsapp: { display: '(13) 99712-3456', number: '5513997123456' },
  email: 'contato@camposvieira.adv.br',
  openingHours: 'Segunda a sexta, das 9h às 18h',
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/camposvieira.adv' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/camposvieira-advocacia' },
    { name: 'Facebook', url: 'https://www.facebook.com/camposvieira.adv' },
  ],
  /** The four practice areas listed in the footer (spec §1). */
  footerAreas: [
    'Direito Trabalhista',
    'Direito Civil, do Consumidor e Imobiliário',
    'Direito Previdenciário',
    'Direito de Família e Sucessões',
  ],
  /** Prefilled text of the floating WhatsApp button (spec §2). */
  whatsappGreeting: 'Olá! Gostaria de agendar uma consulta.',
  version: '1.0.0',
} as const;

/** https://wa.me link that opens the firm's chat with a prefilled message. */
export function whatsappChatUrl(text: string = firm.whatsappGreeting): string {
  return `https://wa.me/${firm.whatsapp.number}?text=${encodeURIComponent(text)}`;
}
