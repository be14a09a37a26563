import type { PostAuthor, TeamMember } from '@firm/contract';
import { demoPortraitUrl } from './demoImages.fixtures';

export const marianaCampos: TeamMember = {
  name: 'Mariana Campos',
  image: demoPortraitUrl(0),
  title: 'Advogada trabalhista e previdenciária',
  summary:
    'Sócia fundadora. Atua desde 2009 na defesa de trabalhadores e de segurados do INSS na Baixada Santista. Especialista em Direito do Trabalho e Processo do Trabalho.',
  oab: 'OAB/SP 287.614',
};

export const rafaelVieira: TeamMember = {
  name: 'Rafael Vieira',
  image: demoPortraitUrl(2),
  title: 'Advogado cível, do consumidor e imobiliário',
  summary:
    'Sócio fundador. Cuida de contratos, cobranças indevidas, usucapião e regularização de imóveis, sempre buscando primeiro a solução negociada.',
  oab: 'OAB/SP 301.228',
};

export const helenaDuarte: TeamMember = {
  name: 'Helena Duarte',
  image: demoPortraitUrl(4),
  title: 'Advogada de família e sucessões',
  summary:
    'Atua em divórcios, guarda, pensão alimentícia e inventários, com atenção especial à mediação e aos acordos que preservam a convivência familiar.',
  oab: 'OAB/SP 402.775',
};

/** A lawyer without a photo: the card shows initials instead. */
export const lucasFerreira: TeamMember = {
  name: 'Lucas Ferreira',
  image: null,
  title: 'Advogado previdenciário',
  summary: 'Acompanha pedidos de aposentadoria, revisões e BPC/LOAS junto ao INSS, da análise do CNIS até o recurso.',
  oab: 'OAB/SP 455.032',
};

export const team: TeamMember[] = [marianaCampos, rafaelVieira, helenaDuarte, lucasFerreira];

/** An author without an OAB registration (the firm's editorial team). */
export const editorialTeam: PostAuthor = {
  name: 'Equipe Campos & Vieira',
  image: null,
  title: 'Conteúdo jurídico',
  summary: 'Textos informativos revisados pelos advogados do escritório.',
  oab: '',
};
